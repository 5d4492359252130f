CREATE SEQUENCE "public"."search_catalogue_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_statistics" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"search_type" text NOT NULL,
	"keyword" text,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"vendor_id" integer,
	"tactic_id" integer,
	"tactic_type_id" integer,
	"term" text NOT NULL,
	"term_key" text NOT NULL,
	"word_position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_website_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_id" bigint,
	"vendor_id" integer NOT NULL,
	"tactic_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tactic_search_documents" (
	"tactic_id" integer PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"name" text NOT NULL,
	"featured" boolean NOT NULL,
	"e_commerce_service" boolean NOT NULL,
	"in_house_service" boolean NOT NULL,
	"tactic_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter_option_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"vendor_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_search_documents" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"featured" boolean NOT NULL,
	"year_of_establishment" integer,
	"vendor_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"certification_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"coverage_area_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"covers_all_countries" boolean DEFAULT false NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_statistics" ADD CONSTRAINT "search_statistics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_suggestions" ADD CONSTRAINT "search_suggestions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_suggestions" ADD CONSTRAINT "search_suggestions_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_suggestions" ADD CONSTRAINT "search_suggestions_tactic_type_id_tactic_types_id_fk" FOREIGN KEY ("tactic_type_id") REFERENCES "public"."tactic_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_website_visits" ADD CONSTRAINT "search_website_visits_search_id_search_statistics_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."search_statistics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_website_visits" ADD CONSTRAINT "search_website_visits_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_website_visits" ADD CONSTRAINT "search_website_visits_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_website_visits" ADD CONSTRAINT "search_website_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_search_documents" ADD CONSTRAINT "tactic_search_documents_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_search_documents" ADD CONSTRAINT "vendor_search_documents_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_statistics_created_at" ON "search_statistics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_statistics_user" ON "search_statistics" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_suggestions_key" ON "search_suggestions" USING btree ("kind","term_key" text_pattern_ops,"word_position","term","tactic_id","vendor_id","tactic_type_id");--> statement-breakpoint
CREATE INDEX "search_suggestions_vendor" ON "search_suggestions" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "search_suggestions_tactic" ON "search_suggestions" USING btree ("tactic_id");--> statement-breakpoint
CREATE INDEX "search_suggestions_tactic_type" ON "search_suggestions" USING btree ("tactic_type_id");--> statement-breakpoint
CREATE INDEX "search_website_visits_search" ON "search_website_visits" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "search_website_visits_vendor" ON "search_website_visits" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "search_website_visits_tactic" ON "search_website_visits" USING btree ("tactic_id");--> statement-breakpoint
CREATE INDEX "search_website_visits_user" ON "search_website_visits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_words_prefix" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trigram" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tactic_search_documents_document" ON "tactic_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "tactic_search_documents_tactic_types" ON "tactic_search_documents" USING gin ("tactic_type_ids");--> statement-breakpoint
CREATE INDEX "tactic_search_documents_filter_options" ON "tactic_search_documents" USING gin ("filter_option_ids");--> statement-breakpoint
CREATE INDEX "tactic_search_documents_vendor_types" ON "tactic_search_documents" USING gin ("vendor_type_ids");--> statement-breakpoint
CREATE INDEX "tactic_search_documents_order" ON "tactic_search_documents" USING btree ("featured" DESC NULLS FIRST,"name","tactic_id");--> statement-breakpoint
CREATE INDEX "tactic_search_documents_vendor" ON "tactic_search_documents" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_search_documents_document" ON "vendor_search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "vendor_search_documents_vendor_types" ON "vendor_search_documents" USING gin ("vendor_type_ids");--> statement-breakpoint
CREATE INDEX "vendor_search_documents_certifications" ON "vendor_search_documents" USING gin ("certification_ids");--> statement-breakpoint
CREATE INDEX "vendor_search_documents_coverage" ON "vendor_search_documents" USING gin ("coverage_area_ids");--> statement-breakpoint
CREATE INDEX "vendor_search_documents_order" ON "vendor_search_documents" USING btree ("featured" DESC NULLS FIRST,"name","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_search_documents_year" ON "vendor_search_documents" USING btree ("year_of_establishment");