CREATE TABLE "quote_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reply_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "quote_requests_user";--> statement-breakpoint
DROP INDEX "quote_requests_vendor";--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "thread_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "nudged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_attachments" ADD CONSTRAINT "quote_attachments_reply_id_quote_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."quote_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_attachments_reply" ON "quote_attachments" USING btree ("reply_id","id");--> statement-breakpoint
CREATE INDEX "quote_replies_thread" ON "quote_replies" USING btree ("quote_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_replies_author" ON "quote_replies" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "quote_requests_user" ON "quote_requests" USING btree ("user_id","closed_at");--> statement-breakpoint
CREATE INDEX "quote_requests_vendor" ON "quote_requests" USING btree ("vendor_id","closed_at");--> statement-breakpoint
-- Requests sent before threads existed: their last activity is their sending.
UPDATE "quote_requests" SET "last_activity_at" = "closed_at" WHERE "status" = 'sent';
