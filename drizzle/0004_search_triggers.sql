-- The search read models of 0003 (documents, suggestions, words) kept current by statement-level
-- triggers on the catalogue, and the functions that searches call. Each trigger works on the set
-- of rows its statement changed (transition tables), so a bulk insert of 2,000 tactics rebuilds
-- their documents in one statement, not 2,000. Every trigger bumps search_catalogue_version,
-- which the app's result cache checks (src/server/search/result-cache.ts).

-- The words of a text as search keys: lower case, split on anything but letters and digits.
CREATE FUNCTION search_words_of(input text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(word ORDER BY n), '{}')
  FROM regexp_split_to_table(lower(coalesce(input, '')), '[^[:alnum:]]+') WITH ORDINALITY AS w(word, n)
  WHERE word <> ''
$$;
--> statement-breakpoint

-- A name as suggestion keys, one from each word on: "in store sampling", "store sampling", ...
CREATE FUNCTION search_term_keys(term text) RETURNS TABLE (term_key text, word_position integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(w.words[k:], ' '), k - 1
  FROM (SELECT search_words_of(term) AS words) w, generate_subscripts(w.words, 1) AS k
$$;
--> statement-breakpoint

-- Adds the words of texts to the vocabulary that typos are corrected against. Words that leave the
-- catalogue stay: a correction to one of them finds nothing, as the typo itself would have.
CREATE FUNCTION search_remember_words(texts text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM unnest(texts) AS t(input), regexp_split_to_table(lower(input), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 2
  ORDER BY word
  ON CONFLICT (word) DO NOTHING
$$;
--> statement-breakpoint

-- A typed word as the catalogue knows it: itself when some word is it (or, for the word being typed,
-- starts with it), else the most similar word by trigrams, else itself.
CREATE FUNCTION search_corrected_word(typed text, as_prefix boolean) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN length(typed) < 3 THEN typed
    WHEN as_prefix AND EXISTS (
      SELECT 1 FROM search_words WHERE word ~>=~ typed AND word ~<~ (typed || chr(1114111))
    ) THEN typed
    WHEN NOT as_prefix AND EXISTS (SELECT 1 FROM search_words WHERE word = typed) THEN typed
    ELSE coalesce(
      (SELECT word FROM search_words WHERE word % typed
        ORDER BY similarity(word, typed) DESC, word LIMIT 1),
      typed)
  END
$$;
--> statement-breakpoint

-- What a keyword search looks for: every word (corrected when it is a typo), the last one as a
-- prefix of a word when it was not corrected. Each word is quoted, so no text can inject tsquery
-- syntax; stop words drop out. NULL when the keyword holds no letters or digits.
CREATE FUNCTION search_tsquery(keyword text) RETURNS tsquery
LANGUAGE sql STABLE AS $$
  WITH typed AS (
    SELECT word, n = cardinality(words) AS last
    FROM (SELECT search_words_of(keyword) AS words) w, unnest(w.words) WITH ORDINALITY AS t(word, n)
  ), corrected AS (
    SELECT word, search_corrected_word(word, last) AS known, last FROM typed
  )
  SELECT to_tsquery('english', string_agg(
    quote_literal(known) || CASE WHEN last AND known = word THEN ':*' ELSE '' END, ' & '))
  FROM corrected
$$;
--> statement-breakpoint

-- What autocomplete looks up: the typed words as a suggestion key, corrected word by word when no
-- suggestion of `kinds` starts with it as typed.
CREATE FUNCTION search_suggestion_key(keyword text, kinds text[]) RETURNS text
LANGUAGE sql STABLE AS $$
  WITH typed AS (SELECT search_words_of(keyword) AS words),
  as_typed AS (SELECT array_to_string(words, ' ') AS key, words FROM typed)
  SELECT CASE
    WHEN key = '' OR EXISTS (
      SELECT 1 FROM search_suggestions
      WHERE kind = ANY(kinds) AND term_key ~>=~ key AND term_key ~<~ (key || chr(1114111))
    ) THEN key
    ELSE (
      SELECT string_agg(search_corrected_word(word, n = cardinality(words)), ' ' ORDER BY n)
      FROM unnest(words) WITH ORDINALITY AS t(word, n))
  END
  FROM as_typed
$$;
--> statement-breakpoint

-- Rebuilds the search documents of tactics: text weighted name A, tactic types B, description C.
-- (Ids are matched by IN (SELECT unnest(...)): `= ANY(array parameter)` scans the array once per
-- row, minutes at 100,000 tactics.)
CREATE FUNCTION search_refresh_tactics(target_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO tactic_search_documents AS d (tactic_id, vendor_id, name, featured, e_commerce_service,
    in_house_service, tactic_type_ids, filter_option_ids, vendor_type_ids, document)
  SELECT t.id, t.vendor_id, t.name, t.featured, t.e_commerce_service, t.in_house_service,
    types.ids, options.ids, vendor_types.ids,
    setweight(to_tsvector('english', t.name), 'A')
      || setweight(to_tsvector('english', types.names), 'B')
      || setweight(to_tsvector('english', t.description), 'C')
  FROM tactics t
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(tt.id ORDER BY tt.id), '{}') AS ids,
      coalesce(string_agg(tt.name, ' ' ORDER BY tt.id), '') AS names
    FROM tactic_tactic_types x JOIN tactic_types tt ON tt.id = x.tactic_type_id
    WHERE x.tactic_id = t.id) types
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(filter_option_id ORDER BY filter_option_id), '{}') AS ids
    FROM tactic_filter_options WHERE tactic_id = t.id) options
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(vendor_type_id ORDER BY vendor_type_id), '{}') AS ids
    FROM vendor_vendor_types WHERE vendor_id = t.vendor_id) vendor_types
  WHERE t.id IN (SELECT unnest(target_ids))
  ON CONFLICT (tactic_id) DO UPDATE SET vendor_id = excluded.vendor_id, name = excluded.name,
    featured = excluded.featured, e_commerce_service = excluded.e_commerce_service,
    in_house_service = excluded.in_house_service, tactic_type_ids = excluded.tactic_type_ids,
    filter_option_ids = excluded.filter_option_ids, vendor_type_ids = excluded.vendor_type_ids,
    document = excluded.document
$$;
--> statement-breakpoint

-- Filter options change no text: only the ids of the documents.
CREATE FUNCTION search_refresh_tactic_options(target_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE tactic_search_documents d SET filter_option_ids = (
    SELECT coalesce(array_agg(filter_option_id ORDER BY filter_option_id), '{}')
    FROM tactic_filter_options WHERE tactic_id = d.tactic_id)
  WHERE d.tactic_id IN (SELECT unnest(target_ids))
$$;
--> statement-breakpoint

CREATE FUNCTION search_refresh_tactic_suggestions(target_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_suggestions WHERE tactic_id IN (SELECT unnest(target_ids));
  INSERT INTO search_suggestions (kind, vendor_id, tactic_id, term, term_key, word_position)
  SELECT 'tactic', t.vendor_id, t.id, t.name, k.term_key, k.word_position
  FROM tactics t, search_term_keys(t.name) k WHERE t.id IN (SELECT unnest(target_ids));
  SELECT search_remember_words(ARRAY(SELECT name || ' ' || description FROM tactics WHERE id IN (SELECT unnest(target_ids))));
$$;
--> statement-breakpoint

CREATE FUNCTION search_refresh_tactic_types(target_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_suggestions WHERE tactic_type_id IN (SELECT unnest(target_ids));
  INSERT INTO search_suggestions (kind, tactic_type_id, term, term_key, word_position)
  SELECT 'tactic_type', tt.id, tt.name, k.term_key, k.word_position
  FROM tactic_types tt, search_term_keys(tt.name) k WHERE tt.id IN (SELECT unnest(target_ids));
  SELECT search_remember_words(ARRAY(SELECT name FROM tactic_types WHERE id IN (SELECT unnest(target_ids))));
$$;
--> statement-breakpoint

-- Rebuilds vendor documents (name A, vendor types B, description C, facets), the vendor types on
-- their tactics' documents, their suggestions and words. Coverage holds each covered area and its
-- ancestors (served in part) and, for an area covered in full, its descendants.
CREATE FUNCTION search_refresh_vendors(target_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH RECURSIVE up (vendor_id, area_id) AS (
    SELECT vendor_id, geo_area_id FROM vendor_service_coverage WHERE vendor_id IN (SELECT unnest(target_ids))
    UNION
    SELECT up.vendor_id, g.parent_id FROM up JOIN geo_areas g ON g.id = up.area_id
    WHERE g.parent_id IS NOT NULL
  ), down (vendor_id, area_id) AS (
    SELECT vendor_id, geo_area_id FROM vendor_service_coverage
    WHERE vendor_id IN (SELECT unnest(target_ids)) AND all_children
    UNION
    SELECT down.vendor_id, g.id FROM down JOIN geo_areas g ON g.parent_id = down.area_id
  ), areas AS (
    SELECT vendor_id, array_agg(area_id ORDER BY area_id) AS ids
    FROM (SELECT * FROM up UNION SELECT * FROM down) a GROUP BY vendor_id
  )
  INSERT INTO vendor_search_documents AS d (vendor_id, name, featured, year_of_establishment,
    vendor_type_ids, certification_ids, coverage_area_ids, covers_all_countries, document)
  SELECT v.id, v.name, v.featured, v.year_of_establishment, types.ids, certifications.ids,
    coalesce(areas.ids, '{}'),
    NOT EXISTS (
      SELECT 1 FROM geo_areas g WHERE g.parent_id IS NULL AND NOT EXISTS (
        SELECT 1 FROM vendor_service_coverage c
        WHERE c.vendor_id = v.id AND c.geo_area_id = g.id AND c.all_children)),
    setweight(to_tsvector('english', v.name), 'A')
      || setweight(to_tsvector('english', types.names), 'B')
      || setweight(to_tsvector('english', v.description), 'C')
  FROM vendors v
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(vt.id ORDER BY vt.id), '{}') AS ids,
      coalesce(string_agg(vt.name, ' ' ORDER BY vt.id), '') AS names
    FROM vendor_vendor_types x JOIN vendor_types vt ON vt.id = x.vendor_type_id
    WHERE x.vendor_id = v.id) types
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(certification_id ORDER BY certification_id), '{}') AS ids
    FROM vendor_diversity_certifications WHERE vendor_id = v.id) certifications
  LEFT JOIN areas ON areas.vendor_id = v.id
  WHERE v.id IN (SELECT unnest(target_ids))
  ON CONFLICT (vendor_id) DO UPDATE SET name = excluded.name, featured = excluded.featured,
    year_of_establishment = excluded.year_of_establishment,
    vendor_type_ids = excluded.vendor_type_ids, certification_ids = excluded.certification_ids,
    coverage_area_ids = excluded.coverage_area_ids,
    covers_all_countries = excluded.covers_all_countries, document = excluded.document;

  UPDATE tactic_search_documents t SET vendor_type_ids = v.vendor_type_ids
  FROM vendor_search_documents v
  WHERE v.vendor_id IN (SELECT unnest(target_ids)) AND t.vendor_id = v.vendor_id
    AND t.vendor_type_ids IS DISTINCT FROM v.vendor_type_ids;

  DELETE FROM search_suggestions WHERE kind = 'vendor' AND vendor_id IN (SELECT unnest(target_ids));
  INSERT INTO search_suggestions (kind, vendor_id, term, term_key, word_position)
  SELECT 'vendor', v.id, v.name, k.term_key, k.word_position
  FROM vendors v, search_term_keys(v.name) k WHERE v.id IN (SELECT unnest(target_ids));
  SELECT search_remember_words(ARRAY(SELECT name || ' ' || description FROM vendors WHERE id IN (SELECT unnest(target_ids))));
$$;
--> statement-breakpoint

-- The trigger function of every table search follows. TG_ARGV[0] names the column holding the ids
-- of the rows to refresh (read from the statement's transition tables); without it the table is a
-- lookup that searches resolve at query time (retailer trees, turnaround order, stages), and only
-- cached answers go out of date.
CREATE FUNCTION search_catalogue_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$I AS id FROM search_new_rows'
    WHEN 'DELETE' THEN 'SELECT %1$I AS id FROM search_old_rows'
    ELSE 'SELECT %1$I AS id FROM search_new_rows UNION SELECT %1$I FROM search_old_rows' END;
  target_ids integer[];
BEGIN
  PERFORM nextval('search_catalogue_version');
  -- A bulk load (the seed) sets search.deferred for its transaction and calls search_rebuild() at
  -- its end: each document is then built once, not once per statement that touches it.
  IF TG_NARGS = 0 OR current_setting('search.deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT coalesce(array_agg(DISTINCT id), ''{}'') FROM (' || changed || ') c',
    TG_ARGV[0]) INTO target_ids;
  CASE TG_TABLE_NAME
    WHEN 'tactics' THEN
      -- A deleted tactic's documents and suggestions go by their foreign keys' cascade.
      IF TG_OP <> 'DELETE' THEN
        PERFORM search_refresh_tactics(target_ids);
        PERFORM search_refresh_tactic_suggestions(target_ids);
      END IF;
    WHEN 'tactic_tactic_types' THEN
      PERFORM search_refresh_tactics(target_ids);
    WHEN 'tactic_filter_options' THEN
      PERFORM search_refresh_tactic_options(target_ids);
    WHEN 'tactic_types' THEN
      PERFORM search_refresh_tactic_types(target_ids);
      PERFORM search_refresh_tactics(ARRAY(
        SELECT DISTINCT tactic_id FROM tactic_tactic_types WHERE tactic_type_id = ANY(target_ids)));
    WHEN 'vendor_types' THEN
      PERFORM search_refresh_vendors(ARRAY(
        SELECT DISTINCT vendor_id FROM vendor_vendor_types WHERE vendor_type_id IN (SELECT unnest(target_ids))));
    WHEN 'geo_areas' THEN
      -- Areas move or countries appear: every vendor's coverage is read again (a rare change).
      PERFORM search_refresh_vendors(ARRAY(SELECT DISTINCT vendor_id FROM vendor_service_coverage));
    ELSE
      -- Vendors and their links, by vendor_id; a deleted vendor's rows go by cascade.
      IF NOT (TG_TABLE_NAME = 'vendors' AND TG_OP = 'DELETE') THEN
        PERFORM search_refresh_vendors(target_ids);
      END IF;
  END CASE;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Transition tables allow one event per trigger: a table with an id column gets three.
CREATE PROCEDURE search_create_triggers(table_name text, id_column text)
LANGUAGE plpgsql AS $$
BEGIN
  IF id_column IS NULL THEN
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed()',
      table_name || '_search', table_name);
    RETURN;
  END IF;
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS search_new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed(%L)',
    table_name || '_search_insert', table_name, id_column);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS search_new_rows '
    'OLD TABLE AS search_old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed(%L)',
    table_name || '_search_update', table_name, id_column);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS search_old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed(%L)',
    table_name || '_search_delete', table_name, id_column);
END
$$;
--> statement-breakpoint
CALL search_create_triggers('tactics', 'id');
--> statement-breakpoint
CALL search_create_triggers('tactic_tactic_types', 'tactic_id');
--> statement-breakpoint
CALL search_create_triggers('tactic_filter_options', 'tactic_id');
--> statement-breakpoint
CALL search_create_triggers('tactic_types', 'id');
--> statement-breakpoint
CALL search_create_triggers('vendors', 'id');
--> statement-breakpoint
CALL search_create_triggers('vendor_vendor_types', 'vendor_id');
--> statement-breakpoint
CALL search_create_triggers('vendor_service_coverage', 'vendor_id');
--> statement-breakpoint
CALL search_create_triggers('vendor_diversity_certifications', 'vendor_id');
--> statement-breakpoint
CALL search_create_triggers('vendor_types', 'id');
--> statement-breakpoint
CALL search_create_triggers('geo_areas', 'id');
--> statement-breakpoint
CALL search_create_triggers('filter_options', NULL);
--> statement-breakpoint
CALL search_create_triggers('filter_groups', NULL);
--> statement-breakpoint
CALL search_create_triggers('path_to_purchase_groups', NULL);
--> statement-breakpoint
DROP PROCEDURE search_create_triggers(text, text);
--> statement-breakpoint

-- Every read model from the catalogue as it stands: after a bulk load, and for the rows written
-- before this migration.
CREATE FUNCTION search_rebuild() RETURNS void
LANGUAGE sql AS $$
  SELECT nextval('search_catalogue_version');
  SELECT search_refresh_tactic_types(ARRAY(SELECT id FROM tactic_types));
  SELECT search_refresh_vendors(ARRAY(SELECT id FROM vendors));
  SELECT search_refresh_tactics(ARRAY(SELECT id FROM tactics));
  SELECT search_refresh_tactic_suggestions(ARRAY(SELECT id FROM tactics));
$$;
--> statement-breakpoint
SELECT search_rebuild();
