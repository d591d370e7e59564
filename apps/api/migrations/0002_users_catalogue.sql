-- Accounts and their sessions (tokens stored hashed), and the category tree every ad hangs on.
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL UNIQUE,             -- 10 digits, without +91
  name text NOT NULL DEFAULT '',
  email text,
  password_hash text,                      -- scrypt, see features/auth
  user_type text NOT NULL DEFAULT 'CUSTOMER' CHECK (user_type IN ('CUSTOMER', 'ADMIN')),
  wallet_paise bigint NOT NULL DEFAULT 0 CHECK (wallet_paise >= 0),
  is_active boolean NOT NULL DEFAULT true,
  created_on timestamptz NOT NULL DEFAULT now(),
  updated_on timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,         -- sha256 of the bearer token; the token itself is never stored
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,               -- the spec's key, e.g. 'Mobiles+Tablets'; used in /search/{slug}/
  title text NOT NULL,                     -- e.g. 'Mobiles & Tablets'
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE sub_categories (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE,               -- e.g. 'mobile-phones'
  title text NOT NULL,                     -- e.g. 'Mobile Phones'
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX sub_categories_category_idx ON sub_categories (category_id);
