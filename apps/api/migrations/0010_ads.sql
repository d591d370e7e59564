-- Ads: the catalogue. Price is whole rupees (0 to 10 crore), as the product states prices;
-- wallet money elsewhere is integer paise.
CREATE TABLE ads (
  id bigserial PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price BETWEEN 0 AND 100000000),
  category_id integer NOT NULL REFERENCES categories (id),
  sub_category_id integer REFERENCES sub_categories (id),
  images jsonb NOT NULL DEFAULT '[]'::jsonb,      -- ordered [{url, card, detail}]; the first is the thumbnail
  data jsonb NOT NULL DEFAULT '{}'::jsonb,        -- category details, validated per category by the API
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'sold', 'expired', 'removed')),
  featured boolean NOT NULL DEFAULT false,
  featured_until timestamptz,                     -- featured counts only while featured_until is ahead
  created_on timestamptz NOT NULL DEFAULT now(),
  updated_on timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,                -- 30 days after posting or renewing
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  area text NOT NULL DEFAULT '',
  lat double precision,
  lng double precision,
  views integer NOT NULL DEFAULT 0,
  -- Full text over title, description, brand and locality; 'simple' so brand names and
  -- transliterated words are kept as typed (prefix queries handle plurals).
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, title), 'A')
    || setweight(to_tsvector('simple'::regconfig, coalesce(data ->> 'brand', '')), 'A')
    || setweight(to_tsvector('simple'::regconfig, area || ' ' || city), 'B')
    || setweight(to_tsvector('simple'::regconfig, left(description, 2000)), 'C')
  ) STORED
);

CREATE INDEX ads_search_idx ON ads USING gin (search);
CREATE INDEX ads_title_trgm_idx ON ads USING gin (title gin_trgm_ops);
-- Listing orders, over live ads only; the featured branch has its own small index.
CREATE INDEX ads_live_created_idx ON ads (created_on DESC, id DESC) WHERE status = 'active';
CREATE INDEX ads_live_price_idx ON ads (price, id) WHERE status = 'active';
CREATE INDEX ads_cat_created_idx ON ads (category_id, created_on DESC, id DESC) WHERE status = 'active';
CREATE INDEX ads_subcat_created_idx ON ads (sub_category_id, created_on DESC, id DESC) WHERE status = 'active';
CREATE INDEX ads_city_created_idx ON ads (lower(city), created_on DESC, id DESC) WHERE status = 'active';
CREATE INDEX ads_cat_city_created_idx ON ads (category_id, lower(city), created_on DESC, id DESC) WHERE status = 'active';
CREATE INDEX ads_cat_price_idx ON ads (category_id, price, id) WHERE status = 'active';
CREATE INDEX ads_featured_idx ON ads (featured_until DESC) WHERE featured AND status = 'active';
CREATE INDEX ads_geo_idx ON ads (lat, lng) WHERE status = 'active' AND lat IS NOT NULL;
CREATE INDEX ads_owner_idx ON ads (owner_id, created_on DESC);

-- Words of titles and brands, for typo correction: a misspelt word is matched by trigram
-- similarity against this small vocabulary, not against every ad.
CREATE TABLE search_lexicon (
  word text COLLATE "C" PRIMARY KEY         -- C collation: prefix look-ups use the primary key
);
CREATE INDEX search_lexicon_trgm_idx ON search_lexicon USING gin (word gin_trgm_ops);

CREATE FUNCTION ads_lexicon_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (word)
  SELECT DISTINCT w
    FROM new_rows n,
         unnest(tsvector_to_array(to_tsvector('simple'::regconfig, n.title || ' ' || coalesce(n.data ->> 'brand', '')))) AS w
   WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER ads_lexicon_insert AFTER INSERT ON ads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ads_lexicon_collect();
CREATE TRIGGER ads_lexicon_update AFTER UPDATE ON ads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ads_lexicon_collect();
