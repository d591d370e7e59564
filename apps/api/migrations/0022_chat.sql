-- Chat: one chat per ad and buyer, with the seller; messages keyed by the client's own id so a
-- retried send is stored once; blocks between accounts; reports for the admins' queue; and the
-- notifications the header's bell counts.
CREATE TABLE chats (
  id bigserial PRIMARY KEY,
  ad_id bigint NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  seller_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  buyer_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_on timestamptz NOT NULL,
  last_activity timestamptz NOT NULL,      -- the last message's time, or created_on
  last_message_id bigint,
  buyer_read_up_to bigint NOT NULL DEFAULT 0,
  seller_read_up_to bigint NOT NULL DEFAULT 0,
  CHECK (seller_id <> buyer_id),
  UNIQUE (ad_id, buyer_id)
);
CREATE INDEX chats_buyer_idx ON chats (buyer_id, last_activity DESC, id DESC);
CREATE INDEX chats_seller_idx ON chats (seller_id, last_activity DESC, id DESC);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  chat_id bigint NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  sender_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id uuid NOT NULL,
  text text NOT NULL DEFAULT '',
  image jsonb,                             -- {url, card, detail} from the upload service
  safety_tip boolean NOT NULL DEFAULT false,
  created_on timestamptz NOT NULL,
  CHECK (length(text) <= 2000),
  UNIQUE (chat_id, sender_id, client_id)
);
CREATE INDEX chat_messages_chat_idx ON chat_messages (chat_id, id);

CREATE TABLE user_blocks (
  blocker_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_on timestamptz NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);

CREATE TABLE reports (
  id bigserial PRIMARY KEY,
  reporter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  target text NOT NULL CHECK (target IN ('user', 'ad')),
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,   -- the reported user (or the ad's owner)
  ad_id bigint REFERENCES ads (id) ON DELETE CASCADE,
  chat_id bigint REFERENCES chats (id) ON DELETE SET NULL,
  reason text NOT NULL,
  details text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
  created_on timestamptz NOT NULL
);
CREATE INDEX reports_open_idx ON reports (created_on DESC) WHERE status = 'open';

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('chat', 'message', 'expiring', 'featured_ended', 'cashback')),
  text text NOT NULL,
  link text NOT NULL,
  status text NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read')),
  -- At most one unread notification per key: one for a chat's new messages, one per ad expiry.
  dedupe_key text,
  created_on timestamptz NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE UNIQUE INDEX notifications_unread_key ON notifications (user_id, dedupe_key)
  WHERE status = 'unread' AND dedupe_key IS NOT NULL;
