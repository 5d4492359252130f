-- One form of an email address for every comparison, the same as emailKey in
-- src/server/accounts/email-key.ts: NFKC, İ (U+0130) and i with a combining dot above (U+0307) as
-- i, ASCII letters in lower case (COLLATE "C": lower() leaves other letters as they are, on every
-- server locale).
CREATE FUNCTION email_key(email text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(replace(replace(normalize(email, NFKC), chr(304), 'i'), 'i' || chr(775), 'i') COLLATE "C") $$;--> statement-breakpoint
DROP INDEX "users_email_lower";--> statement-breakpoint
DROP INDEX "user_verifications_email";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (email_key("email"));--> statement-breakpoint
CREATE INDEX "user_verifications_email_key" ON "user_verifications" USING btree (email_key("email"));