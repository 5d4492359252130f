CREATE TABLE "search_suggestion_names" (
	"kind" text NOT NULL,
	"name_key" text NOT NULL,
	"term_key" text NOT NULL,
	"word_position" integer NOT NULL,
	"term" text NOT NULL,
	"item_count" integer NOT NULL,
	"item_id" integer NOT NULL,
	"vendor_id" integer,
	CONSTRAINT "search_suggestion_names_kind_name_key_term_key_word_position_pk" PRIMARY KEY("kind","name_key","term_key","word_position")
);
--> statement-breakpoint
CREATE INDEX "search_suggestion_names_key" ON "search_suggestion_names" USING btree ("kind","term_key" text_pattern_ops,"word_position","name_key","term","item_count","item_id","vendor_id");--> statement-breakpoint
CREATE INDEX "search_suggestions_name" ON "search_suggestions" USING btree ("kind",lower("term"));--> statement-breakpoint

-- search_suggestion_names rebuilt for the names (kind, lower(term)) of the given suggestion rows:
-- one row per word start of each distinct name, with the number of items bearing it and the one
-- with the lowest id. Suggestions are only ever inserted and deleted (the refresh functions of
-- 0004 and the foreign keys' cascade), so their insert and delete triggers keep the names current.
CREATE FUNCTION search_refresh_suggestion_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_suggestion_names n USING (SELECT DISTINCT kind, lower(term) AS name_key FROM changed) c
  WHERE n.kind = c.kind AND n.name_key = c.name_key;
  INSERT INTO search_suggestion_names (kind, name_key, term_key, word_position, term, item_count,
    item_id, vendor_id)
  SELECT s.kind, lower(s.term), s.term_key, s.word_position,
    (array_agg(s.term ORDER BY coalesce(s.tactic_id, s.tactic_type_id, s.vendor_id)))[1],
    count(*)::int, min(coalesce(s.tactic_id, s.tactic_type_id, s.vendor_id)),
    (array_agg(s.vendor_id ORDER BY coalesce(s.tactic_id, s.tactic_type_id, s.vendor_id)))[1]
  FROM search_suggestions s
  JOIN (SELECT DISTINCT kind, lower(term) AS name_key FROM changed) c
    ON s.kind = c.kind AND lower(s.term) = c.name_key
  GROUP BY s.kind, lower(s.term), s.term_key, s.word_position;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_suggestion_names_insert AFTER INSERT ON search_suggestions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_suggestion_names();
--> statement-breakpoint
CREATE TRIGGER search_suggestion_names_delete AFTER DELETE ON search_suggestions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_refresh_suggestion_names();
--> statement-breakpoint
INSERT INTO search_suggestion_names (kind, name_key, term_key, word_position, term, item_count,
  item_id, vendor_id)
SELECT kind, lower(term), term_key, word_position,
  (array_agg(term ORDER BY coalesce(tactic_id, tactic_type_id, vendor_id)))[1],
  count(*)::int, min(coalesce(tactic_id, tactic_type_id, vendor_id)),
  (array_agg(vendor_id ORDER BY coalesce(tactic_id, tactic_type_id, vendor_id)))[1]
FROM search_suggestions
GROUP BY kind, lower(term), term_key, word_position;
