-- Sessions say where they are used (My Account lists them, each with "Sign out") and have an
-- absolute end beside the sliding one: a stolen token stops working 90 days after sign-in however
-- often it is used. expires_at (the sliding end) never passes ends_at.
ALTER TABLE sessions
  ADD COLUMN user_agent text NOT NULL DEFAULT '',
  ADD COLUMN ip text NOT NULL DEFAULT '',
  ADD COLUMN ends_at timestamptz;
UPDATE sessions SET ends_at = created_at + interval '90 days';
UPDATE sessions SET expires_at = ends_at WHERE expires_at > ends_at;
ALTER TABLE sessions ALTER COLUMN ends_at SET NOT NULL;
-- My Account's list: an account's live sessions, most recently used first.
CREATE INDEX sessions_user_live_idx ON sessions (user_id, last_used_at DESC) WHERE revoked_at IS NULL;

