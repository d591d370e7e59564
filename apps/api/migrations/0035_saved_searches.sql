-- Saved searches and their alerts (issue 38). The jobs runner matches the ads posted since its
-- last run (the queue below) against them with the search code, and alerts each saver at most once
-- an hour.
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

-- Ads posted and not yet matched: written in the posting's own transaction, so the matcher sees an
-- ad exactly when it is committed, whatever order ids and commits come in.
CREATE TABLE saved_search_queue (
  ad_id bigint PRIMARY KEY REFERENCES ads (id) ON DELETE CASCADE,
  queued_on timestamptz NOT NULL
);
