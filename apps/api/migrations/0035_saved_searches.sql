-- Saved searches and their alerts (issue 38). The jobs runner matches ads that went live since
-- its cursor against them with the search code, and alerts each saver at most once an hour.
CREATE TABLE saved_searches (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The search's filters as /api/search-product/ takes them, and its order
  filter jsonb NOT NULL,
  sort text NOT NULL,
  -- "Royal Enfield in Pune": what the list and the alert call it
  label text NOT NULL,
  -- The search page it opens
  link text NOT NULL,
  -- What narrows the searches a new ad could match, before the search code runs: null is any
  category_id integer REFERENCES categories (id) ON DELETE CASCADE,
  city text,
  -- Matches since the saver last opened it (the list's count), and those not yet alerted
  new_count integer NOT NULL DEFAULT 0,
  pending integer NOT NULL DEFAULT 0,
  last_alert_at timestamptz,
  created_on timestamptz NOT NULL
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, id);
CREATE INDEX saved_searches_scope_idx ON saved_searches (category_id, city);
CREATE INDEX saved_searches_pending_idx ON saved_searches (last_alert_at) WHERE pending > 0;

-- The newest ad id the matcher has looked at.
CREATE TABLE saved_search_cursor (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_ad_id bigint NOT NULL
);
INSERT INTO saved_search_cursor (id, last_ad_id) SELECT 1, coalesce(max(id), 0) FROM ads;
