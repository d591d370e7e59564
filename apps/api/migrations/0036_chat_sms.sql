-- An SMS when a chat message waits unread and nothing else reaches its reader (issue 38).
-- Until when a user has an open chat socket on some server (each server renews it every ping).
ALTER TABLE users ADD COLUMN socket_until timestamptz;

-- Every such SMS sent: at most one per chat and reader a day, three per reader a day.
CREATE TABLE chat_sms (
  id bigserial PRIMARY KEY,
  chat_id bigint NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sent_on timestamptz NOT NULL
);
CREATE INDEX chat_sms_user_idx ON chat_sms (user_id, sent_on DESC);
CREATE INDEX chat_sms_chat_idx ON chat_sms (chat_id, user_id, sent_on DESC);
