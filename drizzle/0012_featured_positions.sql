-- The admin's order of the featured tactics and vendors (docs/api-admin.md, "Featured"). A place
-- is only for a featured row; featured rows without one (featured before this, or by the tactic
-- form) follow the placed ones. The ALTERs fire no search trigger: no document changes.
ALTER TABLE "tactics" ADD COLUMN "featured_position" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "featured_position" integer;--> statement-breakpoint
CREATE INDEX "tactics_featured_order" ON "tactics" USING btree ("featured_position","id" DESC NULLS FIRST) WHERE "tactics"."featured";--> statement-breakpoint
ALTER TABLE "tactics" ADD CONSTRAINT "tactics_featured_position" CHECK ("tactics"."featured" OR "tactics"."featured_position" IS NULL);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_featured_position" CHECK ("vendors"."featured" OR "vendors"."featured_position" IS NULL);