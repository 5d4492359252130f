-- The audit log of the admin site (docs/api-admin.md, "Audit log"): who changed what, before and
-- after, and when. An event outlives its operator's account (actor_id set null).
CREATE TABLE "admin_audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_events" ADD CONSTRAINT "admin_audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_events_newest" ON "admin_audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_events_action" ON "admin_audit_events" USING btree ("action","created_at");