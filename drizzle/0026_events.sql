CREATE TABLE "event_exhibitors" (
	"event_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"booth" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "event_exhibitors_event_id_vendor_id_pk" PRIMARY KEY("event_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"venue" text NOT NULL,
	"city" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_days" CHECK ("events"."ends_on" >= "events"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "event_exhibitors" ADD CONSTRAINT "event_exhibitors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exhibitors" ADD CONSTRAINT "event_exhibitors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exhibitors" ADD CONSTRAINT "event_exhibitors_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_exhibitors_booth" ON "event_exhibitors" USING btree ("event_id",upper("booth"));--> statement-breakpoint
CREATE INDEX "event_exhibitors_vendor" ON "event_exhibitors" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "event_exhibitors_requested_by" ON "event_exhibitors" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "events_dates" ON "events" USING btree ("ends_on","starts_on");--> statement-breakpoint
CREATE INDEX "events_starts_on" ON "events" USING btree ("starts_on" DESC NULLS LAST,"id" DESC NULLS LAST);