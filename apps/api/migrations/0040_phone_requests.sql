-- Phone number on request (issue 41): a third way to reach the seller, between chat only and a
-- number shown to every signed-in buyer. The ad keeps the number; a buyer gets it in one chat,
-- once the seller approves their request there (or shares it on their own).
ALTER TABLE ads DROP CONSTRAINT ads_contact_check;
ALTER TABLE ads ADD CONSTRAINT ads_contact_check CHECK (contact IN ('chat', 'phone_request', 'chat_phone'));
-- 0021's check on phone names both columns, so PostgreSQL named it ads_check.
ALTER TABLE ads DROP CONSTRAINT ads_check;
ALTER TABLE ads ADD CONSTRAINT ads_phone_check CHECK (phone IS NULL OR contact IN ('phone_request', 'chat_phone'));

-- A buyer's request for the number (asked), or the seller sharing it unasked (not asked, approved at
-- once). A request left unanswered for a day is 'replaced' by the buyer's next one.
-- An approved row keeps the number as shared then: editing the ad later does not change what that
-- buyer was given. Each row is also a message of the chat (chat_messages.phone_request_id).
CREATE TABLE chat_phone_requests (
  id bigserial PRIMARY KEY,
  chat_id bigint NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  asked boolean NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'replaced')),
  phone text CHECK ((status = 'approved') = (phone IS NOT NULL)),
  created_on timestamptz NOT NULL,
  answered_on timestamptz
);
-- One open request per chat, one share per chat, one decline per chat (a decline is final).
CREATE UNIQUE INDEX chat_phone_requests_one_pending ON chat_phone_requests (chat_id) WHERE status = 'pending';
CREATE UNIQUE INDEX chat_phone_requests_one_shared ON chat_phone_requests (chat_id) WHERE status = 'approved';
CREATE UNIQUE INDEX chat_phone_requests_one_declined ON chat_phone_requests (chat_id) WHERE status = 'declined';
CREATE INDEX chat_phone_requests_chat_idx ON chat_phone_requests (chat_id, created_on);

ALTER TABLE chat_messages ADD COLUMN phone_request_id bigint REFERENCES chat_phone_requests (id) ON DELETE CASCADE;
