-- The values need JavaScript (Unicode's confusables mapping): fillVendorNameIdentity
-- (src/server/vendors/vendor-name-backfill.ts) fills them in after the migrations, renaming a
-- profile whose name reads the same as an earlier one's so the unique index holds.
ALTER TABLE "companies" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
CREATE INDEX "companies_type_name_skeleton" ON "companies" USING btree ("company_type","name_skeleton");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_key" ON "vendors" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "vendors_name_skeleton" ON "vendors" USING btree ("name_skeleton");