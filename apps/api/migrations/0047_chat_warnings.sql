-- The chat's scam rules (features/chat/scamRules.ts): the rule a message fired, for its
-- recipient's warning, and to find senders who trip rules in several chats a day.
ALTER TABLE chat_messages ADD COLUMN warning text;
CREATE INDEX chat_messages_warned_idx ON chat_messages (sender_id, created_on) WHERE warning IS NOT NULL;
