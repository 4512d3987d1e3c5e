-- Back office II: the customer-care inbox (issue #18). Every kind of item the inbox holds gets
-- its care fields; threads also remember what the shopper has read, and shop messages who wrote them.
CREATE TABLE "care_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_replies_kind_check" CHECK ("care_replies"."kind" in ('ticket', 'feedback', 'seller_application', 'affiliate_application', 'job_application'))
);
--> statement-breakpoint
ALTER TABLE "care_replies" ADD CONSTRAINT "care_replies_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_replies_item_idx" ON "care_replies" USING btree ("kind","item_id","id");--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "care_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "care_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "care_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "care_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "care_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "care_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "shopper_last_read_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_care_status_check" CHECK ("message_threads"."care_status" in ('new', 'open', 'waiting', 'closed'));--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_language_check" CHECK ("message_threads"."language" in ('en', 'kh'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_care_status_check" CHECK ("support_tickets"."care_status" in ('new', 'open', 'waiting', 'closed'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_language_check" CHECK ("support_tickets"."language" in ('en', 'kh'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_care_status_check" CHECK ("feedback"."care_status" in ('new', 'open', 'waiting', 'closed'));--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_language_check" CHECK ("feedback"."language" in ('en', 'kh'));--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_care_status_check" CHECK ("seller_applications"."care_status" in ('new', 'open', 'waiting', 'closed'));--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_language_check" CHECK ("seller_applications"."language" in ('en', 'kh'));--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_care_status_check" CHECK ("affiliate_applications"."care_status" in ('new', 'open', 'waiting', 'closed'));--> statement-breakpoint
ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_language_check" CHECK ("affiliate_applications"."language" in ('en', 'kh'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_care_status_check" CHECK ("job_applications"."care_status" in ('new', 'open', 'waiting', 'closed'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_language_check" CHECK ("job_applications"."language" in ('en', 'kh'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_care_activity_idx" ON "message_threads" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_care_assignee_idx" ON "message_threads" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "support_tickets_care_activity_idx" ON "support_tickets" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "support_tickets_care_assignee_idx" ON "support_tickets" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "feedback_care_activity_idx" ON "feedback" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "feedback_care_assignee_idx" ON "feedback" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "seller_applications_care_activity_idx" ON "seller_applications" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "seller_applications_care_assignee_idx" ON "seller_applications" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "affiliate_applications_care_activity_idx" ON "affiliate_applications" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "affiliate_applications_care_assignee_idx" ON "affiliate_applications" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "job_applications_care_activity_idx" ON "job_applications" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "job_applications_care_assignee_idx" ON "job_applications" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "messages_shop_idx" ON "messages" USING btree ("thread_id","id") WHERE "messages"."sender" = 'shop';--> statement-breakpoint
UPDATE "support_tickets" SET "last_activity_at" = "created_at";--> statement-breakpoint
UPDATE "feedback" SET "last_activity_at" = "created_at";--> statement-breakpoint
UPDATE "seller_applications" SET "last_activity_at" = "created_at";--> statement-breakpoint
UPDATE "affiliate_applications" SET "last_activity_at" = "created_at";--> statement-breakpoint
UPDATE "job_applications" SET "last_activity_at" = "created_at";--> statement-breakpoint
UPDATE "support_tickets" SET "care_status" = CASE "status" WHEN 'closed' THEN 'closed' WHEN 'answered' THEN 'waiting' ELSE 'new' END, "closed_at" = CASE WHEN "status" = 'closed' THEN "created_at" END;--> statement-breakpoint
UPDATE "message_threads" SET "shopper_last_read_id" = coalesce((SELECT max("messages"."id") FROM "messages" WHERE "messages"."thread_id" = "message_threads"."id"), 0);
