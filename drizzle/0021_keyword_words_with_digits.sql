-- A keyword word with digits is read two ways by PostgreSQL's parser: "74e36b" alone parses as
-- the number 74e36 and the word b, while inside a name such as "co-x1-74e36b" it is one word part.
-- Such a word now matches either reading; a word of letters is looked for as before.
CREATE OR REPLACE FUNCTION search_tsquery(keyword text) RETURNS tsquery
LANGUAGE sql STABLE AS $$
  WITH typed AS (
    SELECT word, n = cardinality(words) AS last
    FROM (SELECT search_words_of(keyword) AS words) w, unnest(w.words) WITH ORDINALITY AS t(word, n)
  ), corrected AS (
    SELECT known, quote_literal(known) || CASE WHEN last AND known = word THEN ':*' ELSE '' END AS term
    FROM (SELECT word, search_corrected_word(word, last) AS known, last FROM typed) c
  ), parsed AS (
    SELECT known, term, to_tsquery('english', term)::text AS query FROM corrected
  )
  SELECT string_agg(
    CASE WHEN known ~ '[0-9]' AND query <> term THEN '(' || query || ' | ' || term || ')' ELSE query END, ' & '
  )::tsquery
  FROM parsed
  WHERE query <> ''
$$;
