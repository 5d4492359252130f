CREATE TABLE "shortlist_item_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shortlist_item_photos" ADD CONSTRAINT "shortlist_item_photos_item_id_shortlist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shortlist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_item_photos" ADD CONSTRAINT "shortlist_item_photos_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_item_photos_item" ON "shortlist_item_photos" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "shortlist_item_photos_storage_key" ON "shortlist_item_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "shortlist_item_photos_added_by" ON "shortlist_item_photos" USING btree ("added_by");