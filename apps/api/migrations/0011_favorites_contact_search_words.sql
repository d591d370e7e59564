-- A customer's saved ads.
CREATE TABLE favorites (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ad_id bigint NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  created_on timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ad_id)
);
CREATE INDEX favorites_user_created_idx ON favorites (user_id, created_on DESC);

-- Messages from the public contact form, read by admins.
CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  message text NOT NULL,
  ip text NOT NULL DEFAULT '',
  created_on timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_on DESC);

-- What people search for, counted; feeds suggestions ranked by popularity.
CREATE TABLE search_words (
  word text PRIMARY KEY,                  -- normalised: lower case, single spaces
  category_id integer REFERENCES categories (id) ON DELETE SET NULL,
  hits integer NOT NULL DEFAULT 0,
  last_searched timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
CREATE INDEX search_words_hits_idx ON search_words (hits DESC);
