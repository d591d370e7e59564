-- Offers in a chat (issue 41): a price either party proposes, answered by the other. Each offer is
-- also a message of the chat (chat_messages.offer_id), so it takes its place in the thread, the
-- inbox's last message and the unread count.
CREATE TABLE chat_offers (
  id bigserial PRIMARY KEY,
  chat_id bigint NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  from_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_paise bigint NOT NULL CHECK (amount_paise >= 100),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'declined', 'countered', 'withdrawn')),
  created_on timestamptz NOT NULL,
  answered_on timestamptz
);
-- One pending offer per person per chat (a new one withdraws the old), one deal per chat.
CREATE UNIQUE INDEX chat_offers_one_pending ON chat_offers (chat_id, from_id) WHERE status = 'pending';
CREATE UNIQUE INDEX chat_offers_one_deal ON chat_offers (chat_id) WHERE status = 'accepted';
CREATE INDEX chat_offers_chat_idx ON chat_offers (chat_id, id);

ALTER TABLE chat_messages ADD COLUMN offer_id bigint REFERENCES chat_offers (id) ON DELETE CASCADE;
