-- Automated checks at posting and the admin review queue (features/moderation).

-- An ad a rule held waits for an admin: its owner and admins see it, nobody else does. Every public
-- path reads `status = 'active'` only, so it needs no change of its own.
ALTER TABLE ads DROP CONSTRAINT ads_status_check;
ALTER TABLE ads ADD CONSTRAINT ads_status_check
  CHECK (status IN ('active', 'sold', 'expired', 'removed', 'pending_review'));
-- An admin may remove a held ad from the ads list: what it was (waiting) is kept like any other.
ALTER TABLE ads DROP CONSTRAINT ads_held_status_check;
ALTER TABLE ads ADD CONSTRAINT ads_held_status_check
  CHECK (held_status IN ('active', 'sold', 'expired', 'pending_review'));
CREATE INDEX ads_pending_owner_idx ON ads (owner_id) WHERE status = 'pending_review';

-- The prohibited-items lists, one per category, editable by admins. `allow` rows are phrases that
-- never count as the category's terms ("water pistol", "gun metal"). Terms are stored lower-case,
-- words separated by one space.
CREATE TABLE moderation_terms (
  category text NOT NULL CHECK (category IN ('weapons', 'drugs', 'wildlife', 'currency', 'adult', 'medicines')),
  term text NOT NULL CHECK (term <> '' AND term = lower(term) AND length(term) <= 60),
  allow boolean NOT NULL DEFAULT false,
  PRIMARY KEY (category, term)
);

INSERT INTO moderation_terms (category, term, allow) VALUES
  ('weapons', 'pistol', false), ('weapons', 'revolver', false), ('weapons', 'gun', false),
  ('weapons', 'rifle', false), ('weapons', 'desi katta', false), ('weapons', 'country made pistol', false),
  ('weapons', 'tamancha', false), ('weapons', 'bandook', false), ('weapons', 'banduk', false),
  ('weapons', 'kartoos', false), ('weapons', 'grenade', false), ('weapons', 'ammunition', false),
  ('weapons', 'पिस्तौल', false), ('weapons', 'बंदूक', false), ('weapons', 'देसी कट्टा', false),
  ('weapons', 'तमंचा', false), ('weapons', 'कारतूस', false),
  ('weapons', 'water pistol', true), ('weapons', 'water gun', true), ('weapons', 'toy gun', true),
  ('weapons', 'toy pistol', true), ('weapons', 'gun metal', true), ('weapons', 'glue gun', true),
  ('weapons', 'spray gun', true), ('weapons', 'paint gun', true), ('weapons', 'massage gun', true),
  ('weapons', 'heat gun', true), ('weapons', 'nail gun', true), ('weapons', 'nerf gun', true),
  ('weapons', 'grease gun', true), ('weapons', 'bubble gun', true), ('weapons', 'pressure washer gun', true),
  ('drugs', 'ganja', false), ('drugs', 'charas', false), ('drugs', 'hashish', false), ('drugs', 'afeem', false),
  ('drugs', 'opium', false), ('drugs', 'heroin', false), ('drugs', 'cocaine', false), ('drugs', 'mdma', false),
  ('drugs', 'lsd', false), ('drugs', 'mephedrone', false), ('drugs', 'smack powder', false),
  ('drugs', 'गांजा', false), ('drugs', 'गाँजा', false), ('drugs', 'चरस', false), ('drugs', 'अफीम', false),
  ('drugs', 'हेरोइन', false),
  ('wildlife', 'tiger skin', false), ('wildlife', 'leopard skin', false), ('wildlife', 'hathi dant', false),
  ('wildlife', 'hathi daant', false), ('wildlife', 'ivory', false), ('wildlife', 'elephant tusk', false),
  ('wildlife', 'rhino horn', false), ('wildlife', 'pangolin', false), ('wildlife', 'shahtoosh', false),
  ('wildlife', 'star tortoise', false), ('wildlife', 'tiger claw', false), ('wildlife', 'bagh nakh', false),
  ('wildlife', 'हाथी दांत', false), ('wildlife', 'हाथी दाँत', false), ('wildlife', 'बाघ की खाल', false),
  ('wildlife', 'ivory colour', true), ('wildlife', 'ivory color', true), ('wildlife', 'ivory white', true),
  ('wildlife', 'ivory finish', true), ('wildlife', 'ivory shade', true),
  ('currency', 'nakli note', false), ('currency', 'nakli noton', false), ('currency', 'jali note', false),
  ('currency', 'fake note', false), ('currency', 'fake currency', false), ('currency', 'counterfeit note', false),
  ('currency', 'counterfeit currency', false), ('currency', 'duplicate note', false),
  ('currency', 'नकली नोट', false), ('currency', 'जाली नोट', false),
  ('adult', 'escort service', false), ('adult', 'escorts service', false), ('adult', 'call girl', false),
  ('adult', 'body to body massage', false), ('adult', 'b2b massage', false), ('adult', 'sex service', false),
  ('adult', 'कॉल गर्ल', false),
  ('medicines', 'codeine', false), ('medicines', 'codeine syrup', false), ('medicines', 'corex', false),
  ('medicines', 'phensedyl', false), ('medicines', 'tramadol', false), ('medicines', 'alprazolam', false),
  ('medicines', 'alprax', false), ('medicines', 'xanax', false), ('medicines', 'nitrazepam', false),
  ('medicines', 'clonazepam', false), ('medicines', 'diazepam', false), ('medicines', 'ketamine', false),
  ('medicines', 'oxytocin injection', false), ('medicines', 'कोडीन', false);

-- What the automated checks held, and what an admin decided. One row per rule that fired; the
-- subject is an ad now, a chat message or an account later. An admin's decision closes every open
-- row of the same subject, so a subject is decided once.
CREATE TABLE moderation_holds (
  id bigserial PRIMARY KEY,
  subject_type text NOT NULL CHECK (subject_type IN ('ad', 'chat', 'user')),
  subject_id bigint NOT NULL,
  rule_id text NOT NULL CHECK (rule_id ~ '^[a-z]+\.[a-z_]+$'),
  evidence jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved', 'rejected')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  decision_reason text,
  CHECK ((status = 'open') = (decided_at IS NULL))
);
-- A rule holds a subject once while it waits.
CREATE UNIQUE INDEX moderation_holds_open_idx ON moderation_holds (subject_type, subject_id, rule_id)
  WHERE status = 'open';
CREATE INDEX moderation_holds_queue_idx ON moderation_holds (status, created_at DESC, id DESC);
CREATE INDEX moderation_holds_rule_idx ON moderation_holds (rule_id) WHERE status <> 'open';

-- Admins' edits of the term lists are audited like every other action.
ALTER TABLE admin_audit DROP CONSTRAINT admin_audit_target_type_check;
ALTER TABLE admin_audit ADD CONSTRAINT admin_audit_target_type_check
  CHECK (target_type IN ('user', 'ad', 'report', 'banner', 'rating', 'term'));

-- Type-ahead learns the words of ad titles as they are written; a held ad's words ("desi katta")
-- wait until an admin approves it (the approval's UPDATE collects them).
CREATE OR REPLACE FUNCTION ads_lexicon_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (word)
  SELECT DISTINCT w
    FROM (SELECT n.title || ' ' || coalesce(n.data ->> 'brand', '') AS words FROM new_rows n
           WHERE n.status <> 'pending_review') n,
         unnest(tsvector_to_array(
           to_tsvector('simple'::regconfig, n.words)
           || CASE WHEN n.words ~ '[\u0900-\u097f]'
                THEN to_tsvector('simple'::regconfig, haat_devanagari_latin(n.words)) ELSE ''::tsvector END
         )) AS w
   WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;

-- Each uploaded ad photo's perceptual hash (a 64-bit dHash, features/moderation/photoHash.ts),
-- computed when it is uploaded: the same photo on another live ad is found by Hamming distance.
CREATE TABLE image_hashes (
  key text PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hash bigint NOT NULL,
  created_at timestamptz NOT NULL
);
