-- One-time passwords (sign-up and password recovery by SMS), login failures for throttling, and
-- single-use password reset tokens. Codes and tokens are stored hashed only.
CREATE TABLE otps (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'reset')),
  code_hash text NOT NULL,                 -- sha256(salt || code)
  salt text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
-- Sends per mobile and per IP in the last hour are counted for the throttles.
CREATE INDEX otps_mobile_idx ON otps (mobile, created_at);
CREATE INDEX otps_ip_idx ON otps (ip, created_at);

CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  ip text NOT NULL DEFAULT '',
  at timestamptz NOT NULL
);
CREATE INDEX login_failures_mobile_idx ON login_failures (mobile, at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, at);

CREATE TABLE password_resets (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,         -- sha256 of the token sent by mail
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
