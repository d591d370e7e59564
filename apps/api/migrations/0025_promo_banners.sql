-- Customers' promo banners: reviewed by an admin, paid from the wallet on approval (days × the
-- price per day), shown in the pool while India's calendar date is within their dates.
CREATE TABLE promo_banners (
  id bigserial PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  image jsonb NOT NULL,                       -- {url, wide (1200w WebP), narrow (600w WebP)}
  link text NOT NULL,
  title text NOT NULL,
  city text NOT NULL DEFAULT '',              -- '' for all of India
  start_date date NOT NULL,
  end_date date NOT NULL,
  review text NOT NULL DEFAULT 'pending' CHECK (review IN ('pending', 'approved', 'rejected')),
  reject_reason text NOT NULL DEFAULT '',
  price_per_day_paise bigint NOT NULL CHECK (price_per_day_paise >= 0),
  charged_paise bigint NOT NULL DEFAULT 0 CHECK (charged_paise >= 0),
  refunded_paise bigint NOT NULL DEFAULT 0 CHECK (refunded_paise >= 0),
  stopped_on date,                            -- its owner stopped it: over from the next day
  created_on timestamptz NOT NULL,
  updated_on timestamptz NOT NULL,
  CHECK (end_date >= start_date)
);
-- Pool ids stay clear of the house banners' (1, 2, …).
ALTER SEQUENCE promo_banners_id_seq RESTART WITH 1000;
CREATE INDEX promo_banners_owner_idx ON promo_banners (owner_id, id DESC);
CREATE INDEX promo_banners_running_idx ON promo_banners (end_date, start_date)
  WHERE review = 'approved' AND stopped_on IS NULL;
CREATE INDEX promo_banners_review_idx ON promo_banners (created_on) WHERE review = 'pending';

-- Owners hear of their banner's review.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('chat', 'message', 'expiring', 'featured_ended', 'cashback', 'banner'));
