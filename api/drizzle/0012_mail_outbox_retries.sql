ALTER TABLE "outbox_emails" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "language" text;--> statement-breakpoint
-- Messages from before retries: a delivered one is sent; an undelivered one was either only
-- logged (no SMTP configured) or lost to an SMTP error, which cannot be told apart now. Sending
-- them all on upgrade could mail expired codes days late, so they wait as failed, with the reason,
-- for a person to send again from the back office's Outbox.
UPDATE "outbox_emails" SET "status" = 'sent', "attempts" = 1 WHERE "delivered_at" IS NOT NULL;--> statement-breakpoint
UPDATE "outbox_emails" SET "status" = 'failed', "attempts" = 1, "last_error" = 'Not delivered before the outbox retried (migration 0012): send it again if it is still useful.' WHERE "delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_status_idx" ON "outbox_emails" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "outbox_emails_template_idx" ON "outbox_emails" USING btree ("template","id");
