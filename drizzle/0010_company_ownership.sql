CREATE TABLE "company_join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"announced_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_join_requests_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_join_requests_company" ON "company_join_requests" USING btree ("company_id");--> statement-breakpoint
-- A database from before this index may hold companies whose names differ only in case or
-- spacing. Each such name stays with the company with the most members (then the oldest); the
-- others become "Name (2)", "Name (3)", ... (the first number no company of that type holds), so
-- the index below can be built. No row is merged or deleted: the operator merges them if wanted.
DO $$
DECLARE
  duplicate record;
  candidate text;
  n integer;
BEGIN
  FOR duplicate IN
    SELECT id, name, company_type FROM (
      SELECT c.id, c.name, c.company_type, row_number() OVER (
        PARTITION BY c.company_type, lower(regexp_replace(btrim(c.name), '[[:space:]]+', ' ', 'g'))
        ORDER BY (SELECT count(*) FROM users u WHERE u.company_id = c.id) DESC, c.id
      ) AS rank
      FROM companies c
    ) ranked
    WHERE rank > 1
    ORDER BY id
  LOOP
    n := 2;
    LOOP
      candidate := regexp_replace(btrim(duplicate.name), '[[:space:]]+', ' ', 'g') || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM companies
        WHERE company_type = duplicate.company_type
          AND lower(regexp_replace(btrim(name), '[[:space:]]+', ' ', 'g')) = lower(candidate)
      );
      n := n + 1;
    END LOOP;
    UPDATE companies SET name = candidate WHERE id = duplicate.id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_type_normalised_name" ON "companies" USING btree ("company_type",lower(regexp_replace(btrim("name"), '[[:space:]]+', ' ', 'g')));