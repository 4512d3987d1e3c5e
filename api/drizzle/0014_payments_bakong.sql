ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_check_error" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_hash" text;--> statement-breakpoint
CREATE INDEX "payments_due_idx" ON "payments" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_hash_idx" ON "payments" USING btree ("bank_hash") WHERE "payments"."bank_hash" is not null;
