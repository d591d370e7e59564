-- The wallet: every credit and debit is a ledger row written in the same transaction as the
-- balance on users.wallet_paise, so the balance always equals the sum of the user's rows.
CREATE TABLE wallet_ledger (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('topup', 'feature', 'cashback', 'banner', 'refund', 'adjustment')),
  amount_paise bigint NOT NULL CHECK (amount_paise <> 0),
  balance_after_paise bigint NOT NULL CHECK (balance_after_paise >= 0),
  reference text NOT NULL DEFAULT '',        -- ad:{id}, order:{id}, feature:{id}, banner:{id}
  description text NOT NULL DEFAULT '',
  link text,                                  -- an app path to what it was for
  -- One row per intent: a retried or raced request finds the first one instead of a second.
  idempotency_key text NOT NULL,
  created_on timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX wallet_ledger_user_idx ON wallet_ledger (user_id, id DESC);

-- Top-up orders with the payment provider; `paid` once the payment is verified and credited.
CREATE TABLE payment_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('test', 'razorpay')),
  provider_order_id text UNIQUE,             -- Razorpay's order_…; null in test mode
  amount_paise bigint NOT NULL CHECK (amount_paise BETWEEN 1000 AND 5000000),
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid')),
  payment_id text,                            -- Razorpay's pay_…, once paid
  idempotency_key text NOT NULL,
  created_on timestamptz NOT NULL,
  paid_on timestamptz,
  UNIQUE (user_id, idempotency_key)
);

-- Each featuring bought: what was paid, the featured period it added, and its cashback window.
CREATE TABLE ad_features (
  id bigserial PRIMARY KEY,
  ad_id bigint NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id text NOT NULL,
  price_paise bigint NOT NULL CHECK (price_paise >= 0),
  cashback_percent int NOT NULL CHECK (cashback_percent BETWEEN 0 AND 100),
  featured_until timestamptz NOT NULL,
  cashback_until timestamptz NOT NULL,
  -- Set once, in the transaction that credits the cashback: selling again never pays twice.
  cashback_paid_on timestamptz,
  idempotency_key text NOT NULL,
  created_on timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX ad_features_ad_idx ON ad_features (ad_id);

