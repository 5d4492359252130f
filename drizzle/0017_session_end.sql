ALTER TABLE "sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- Sessions open before this release end 30 days after their sign-in, the default lifetime.
UPDATE "sessions" SET "ends_at" = "created_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "ends_at" SET NOT NULL;
