ALTER TABLE "users" ADD COLUMN "insights_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "search_statistics" ADD COLUMN "vendor_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_statistics" ADD COLUMN "tactic_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_statistics_vendors" ON "search_statistics" USING gin ("vendor_ids");