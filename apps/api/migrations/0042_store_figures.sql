-- A seller's response figures (issue 41), kept as messages arrive rather than read from the messages on
-- each view of the store: a chat's first question (the buyer's first message) and its first answer (the
-- seller's first message after it). The store page reads its figures from these, by seller and time.
ALTER TABLE chats ADD COLUMN asked_at timestamptz;
ALTER TABLE chats ADD COLUMN answered_at timestamptz;

UPDATE chats c SET asked_at = q.at
  FROM (SELECT m.chat_id, min(m.created_on) AS at FROM chat_messages m JOIN chats c2 ON c2.id = m.chat_id
         WHERE m.sender_id = c2.buyer_id GROUP BY m.chat_id) q
 WHERE q.chat_id = c.id;
UPDATE chats c SET answered_at = q.at
  FROM (SELECT m.chat_id, min(m.created_on) AS at FROM chat_messages m JOIN chats c2 ON c2.id = m.chat_id
         WHERE m.sender_id = c2.seller_id AND m.created_on >= c2.asked_at GROUP BY m.chat_id) q
 WHERE q.chat_id = c.id;

CREATE INDEX chats_seller_asked_idx ON chats (seller_id, asked_at) WHERE asked_at IS NOT NULL;
