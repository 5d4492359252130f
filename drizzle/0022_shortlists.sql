CREATE TABLE "shortlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shortlist_id" integer NOT NULL,
	"kind" text NOT NULL,
	"vendor_id" integer,
	"tactic_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"note_updated_at" timestamp with time zone,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_items_one_item" CHECK (("shortlist_items"."kind" = 'vendor' AND "shortlist_items"."vendor_id" IS NOT NULL AND "shortlist_items"."tactic_id" IS NULL)
        OR ("shortlist_items"."kind" = 'tactic' AND "shortlist_items"."tactic_id" IS NOT NULL AND "shortlist_items"."vendor_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "shortlist_members" (
	"shortlist_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_members_shortlist_id_user_id_pk" PRIMARY KEY("shortlist_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD CONSTRAINT "shortlist_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_members" ADD CONSTRAINT "shortlist_members_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_members" ADD CONSTRAINT "shortlist_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_items_vendor" ON "shortlist_items" USING btree ("shortlist_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_items_tactic" ON "shortlist_items" USING btree ("shortlist_id","tactic_id");--> statement-breakpoint
CREATE INDEX "shortlist_items_vendor_id" ON "shortlist_items" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "shortlist_items_tactic_id" ON "shortlist_items" USING btree ("tactic_id");--> statement-breakpoint
CREATE INDEX "shortlist_items_added_by" ON "shortlist_items" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "shortlist_items_order" ON "shortlist_items" USING btree ("shortlist_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shortlist_members_user" ON "shortlist_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_owner_name" ON "shortlists" USING btree ("owner_id",lower("name"));