ALTER TABLE "diversity_certifications" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The order they were read in until now: by name.
UPDATE "diversity_certifications" AS c SET "position" = ordered.rank - 1
FROM (SELECT id, row_number() OVER (ORDER BY name, id) AS rank FROM "diversity_certifications") AS ordered
WHERE c.id = ordered.id;
