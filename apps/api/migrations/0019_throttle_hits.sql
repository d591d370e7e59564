-- Every limit (OTP sends per mobile and per address, OTP requests per address, login failures) is
-- counted here by one step of http/throttle.ts: a transaction that holds an advisory lock on the
-- key, counts the hits in the window and adds one, so parallel requests and API processes sharing
-- one PostgreSQL server take turns instead of all reading the same count.
CREATE TABLE throttle_hits (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX throttle_hits_key_idx ON throttle_hits (key, at);
CREATE INDEX throttle_hits_at_idx ON throttle_hits (at);
