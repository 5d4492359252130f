CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"domain" text,
	"company_type" text NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"job_title" text,
	"phone_number" text,
	"role" text NOT NULL,
	"company_id" integer,
	"profile_picture_url" text,
	"digest_notification" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diversity_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	CONSTRAINT "diversity_certifications_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "filter_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"selection" text NOT NULL,
	"allows_other" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "filter_groups_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "filter_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "filter_options_group_parent_name" UNIQUE NULLS NOT DISTINCT("group_id","parent_id","name")
);
--> statement-breakpoint
CREATE TABLE "geo_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "geo_areas_parent_code" UNIQUE NULLS NOT DISTINCT("parent_id","code")
);
--> statement-breakpoint
CREATE TABLE "path_to_purchase_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "path_to_purchase_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tactic_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tactic_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vendor_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "years_in_business_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"min" integer,
	"max" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "years_in_business_ranges_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "tactic_filter_options" (
	"tactic_id" integer NOT NULL,
	"filter_option_id" integer NOT NULL,
	CONSTRAINT "tactic_filter_options_tactic_id_filter_option_id_pk" PRIMARY KEY("tactic_id","filter_option_id")
);
--> statement-breakpoint
CREATE TABLE "tactic_illustrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tactic_id" integer NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tactic_tactic_types" (
	"tactic_id" integer NOT NULL,
	"tactic_type_id" integer NOT NULL,
	CONSTRAINT "tactic_tactic_types_tactic_id_tactic_type_id_pk" PRIMARY KEY("tactic_id","tactic_type_id")
);
--> statement-breakpoint
CREATE TABLE "tactics" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"e_commerce_service" boolean DEFAULT false NOT NULL,
	"in_house_service" boolean DEFAULT false NOT NULL,
	"min_order_size" boolean DEFAULT false NOT NULL,
	"min_order_size_text" text,
	"videos" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_diversity_certifications" (
	"vendor_id" integer NOT NULL,
	"certification_id" integer NOT NULL,
	CONSTRAINT "vendor_diversity_certifications_vendor_id_certification_id_pk" PRIMARY KEY("vendor_id","certification_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_service_coverage" (
	"vendor_id" integer NOT NULL,
	"geo_area_id" integer NOT NULL,
	"all_children" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vendor_service_coverage_vendor_id_geo_area_id_pk" PRIMARY KEY("vendor_id","geo_area_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_vendor_types" (
	"vendor_id" integer NOT NULL,
	"vendor_type_id" integer NOT NULL,
	CONSTRAINT "vendor_vendor_types_vendor_id_vendor_type_id_pk" PRIMARY KEY("vendor_id","vendor_type_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"sales_rep_first_name" text NOT NULL,
	"sales_rep_last_name" text NOT NULL,
	"sales_rep_email" text NOT NULL,
	"sales_rep_mobile_phone" text,
	"website" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"year_of_establishment" integer,
	"videos" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"nudge_banner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_options" ADD CONSTRAINT "filter_options_group_id_filter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."filter_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_options" ADD CONSTRAINT "filter_options_parent_id_filter_options_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."filter_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_areas" ADD CONSTRAINT "geo_areas_parent_id_geo_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."geo_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_types" ADD CONSTRAINT "tactic_types_group_id_path_to_purchase_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."path_to_purchase_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_filter_options" ADD CONSTRAINT "tactic_filter_options_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_filter_options" ADD CONSTRAINT "tactic_filter_options_filter_option_id_filter_options_id_fk" FOREIGN KEY ("filter_option_id") REFERENCES "public"."filter_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_illustrations" ADD CONSTRAINT "tactic_illustrations_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_tactic_types" ADD CONSTRAINT "tactic_tactic_types_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactic_tactic_types" ADD CONSTRAINT "tactic_tactic_types_tactic_type_id_tactic_types_id_fk" FOREIGN KEY ("tactic_type_id") REFERENCES "public"."tactic_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactics" ADD CONSTRAINT "tactics_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_diversity_certifications" ADD CONSTRAINT "vendor_diversity_certifications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_diversity_certifications" ADD CONSTRAINT "vendor_diversity_certifications_certification_id_diversity_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."diversity_certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_coverage" ADD CONSTRAINT "vendor_service_coverage_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_service_coverage" ADD CONSTRAINT "vendor_service_coverage_geo_area_id_geo_areas_id_fk" FOREIGN KEY ("geo_area_id") REFERENCES "public"."geo_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_vendor_types" ADD CONSTRAINT "vendor_vendor_types_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_vendor_types" ADD CONSTRAINT "vendor_vendor_types_vendor_type_id_vendor_types_id_fk" FOREIGN KEY ("vendor_type_id") REFERENCES "public"."vendor_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_type_domain" ON "companies" USING btree ("company_type","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "tactic_filter_options_option" ON "tactic_filter_options" USING btree ("filter_option_id");--> statement-breakpoint
CREATE INDEX "tactic_illustrations_tactic" ON "tactic_illustrations" USING btree ("tactic_id");--> statement-breakpoint
CREATE INDEX "tactic_tactic_types_type" ON "tactic_tactic_types" USING btree ("tactic_type_id");--> statement-breakpoint
CREATE INDEX "tactics_vendor" ON "tactics" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "tactics_created_at" ON "tactics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendor_diversity_certifications_cert" ON "vendor_diversity_certifications" USING btree ("certification_id");--> statement-breakpoint
CREATE INDEX "vendor_service_coverage_area" ON "vendor_service_coverage" USING btree ("geo_area_id");--> statement-breakpoint
CREATE INDEX "vendor_vendor_types_type" ON "vendor_vendor_types" USING btree ("vendor_type_id");--> statement-breakpoint
CREATE INDEX "vendors_created_at" ON "vendors" USING btree ("created_at");