ALTER TABLE "help_feedback" ADD COLUMN "voter" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_kh" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "help_feedback_voter_idx" ON "help_feedback" USING btree ("article_id","voter");