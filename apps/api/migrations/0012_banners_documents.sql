-- Banner pools: house banners now, customer banners later. A banner holds ordered assets.
CREATE TABLE banners (
  id bigserial PRIMARY KEY,
  pool_type text NOT NULL DEFAULT 'banners',
  owner_id bigint REFERENCES users (id) ON DELETE CASCADE,   -- null: a house banner
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'removed')),
  created_on timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banners_pool_created_idx ON banners (pool_type, created_on DESC) WHERE status = 'active';

CREATE TABLE banner_assets (
  id bigserial PRIMARY KEY,
  banner_id bigint NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  image text NOT NULL,
  link text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX banner_assets_banner_idx ON banner_assets (banner_id, position);

-- House banners (images are drawn by the API itself, see features/banners).
INSERT INTO banners (id, pool_type, created_on) VALUES
  (1, 'banners', '2026-01-01T00:00:00Z'),
  (2, 'banners', '2026-01-02T00:00:00Z');
INSERT INTO banner_assets (banner_id, image, link, title, position) VALUES
  (1, '/api/banner-pool/house/post-free.svg', '/post-free-ad/', 'Post your ad free, sell to buyers near you', 0),
  (1, '/api/banner-pool/house/featured.svg', '/pricing/', 'Make it featured: sell faster or get cashback', 1),
  (2, '/api/banner-pool/house/chat.svg', '/inbox/', 'Chat with sellers without sharing your number', 0),
  (2, '/api/banner-pool/house/app.svg', '/mobile-app', 'Get the Haat app', 1);
SELECT setval(pg_get_serial_sequence('banners', 'id'), 100);

-- Uploaded documents: private unless the owner says otherwise.
CREATE TABLE documents (
  id bigserial PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  name text NOT NULL,
  path text NOT NULL,
  document_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  is_public boolean NOT NULL DEFAULT false,
  created_on timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_owner_idx ON documents (owner_id, created_on DESC);
