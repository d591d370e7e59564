-- Reaching people who are not on the page (issue 38): Web Push subscriptions, the queue that
-- sends to them (it survives a restart), each user's notification settings, and the VAPID keys
-- made once when none are configured.
CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The push service's address for this browser: one subscription per address.
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_on timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, id);

-- One row per notification and subscription to send; deleted once sent (or given up on).
CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  attempts smallint NOT NULL DEFAULT 0,
  -- Not sent before this: a retry's back-off, the end of quiet hours, or a sender's lease.
  next_at timestamptz NOT NULL,
  created_on timestamptz NOT NULL
);
CREATE INDEX push_outbox_due_idx ON push_outbox (next_at);

-- A user's choices; no row means the defaults (every kind on, no quiet hours, SMS on).
CREATE TABLE notification_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Kinds the user turned off for push (and SMS).
  muted_kinds text[] NOT NULL DEFAULT '{}',
  -- Quiet hours in India's time, minutes after midnight; both null: none.
  quiet_start smallint CHECK (quiet_start BETWEEN 0 AND 1439),
  quiet_end smallint CHECK (quiet_end BETWEEN 0 AND 1439),
  sms boolean NOT NULL DEFAULT true,
  CHECK ((quiet_start IS NULL) = (quiet_end IS NULL))
);

-- The server's VAPID key pair when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: made once,
-- kept with the data (the embedded database lives in DATA_DIR), the same for every server.
CREATE TABLE push_vapid_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL
);

ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('chat', 'message', 'expiring', 'featured_ended', 'cashback', 'banner', 'moderation', 'saved_search'));
