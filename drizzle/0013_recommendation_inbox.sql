-- The operators' inbox of recommendations (docs/api-admin.md, "Recommendations"): a status every
-- existing row starts at as new, a note, and when and to whom the vendor was invited.
ALTER TABLE "recommendations" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "admin_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendations_inbox" ON "recommendations" USING btree ("status","created_at");