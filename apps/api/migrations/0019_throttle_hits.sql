-- Every limit (OTP sends per mobile and per address, OTP requests per address, login tries, daily
-- quotas of ads, upload addresses and upload bytes) is
-- counted here by one step of http/throttle.ts: a transaction that holds an advisory lock on the
-- key, counts the hits in the window and adds one, so parallel requests and API processes sharing
-- one PostgreSQL server take turns instead of all reading the same count.
CREATE TABLE throttle_hits (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL,
  -- What the hit uses of its allowance: 1, or the bytes of an upload.
  weight bigint NOT NULL DEFAULT 1
);
CREATE INDEX throttle_hits_key_idx ON throttle_hits (key, at);
CREATE INDEX throttle_hits_at_idx ON throttle_hits (at);
