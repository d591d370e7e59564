-- The user's data rights under India's DPDP Act 2023 (issue 42): consent records, and erasure.

-- One row per consent given: its kind, the version of the text agreed to, when, and when withdrawn.
-- Giving a withdrawn consent again adds a new row, so the history stays. An erased account keeps
-- its rows (proof of what was agreed and when), detached from any person with the account itself.
CREATE TABLE consents (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('terms', 'privacy', 'marketing_sms', 'marketing_push', 'phone_sharing')),
  version text NOT NULL,
  given_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  -- The client address it was given from: personal data, erased with the account.
  ip text
);
-- At most one live consent of each kind per account.
CREATE UNIQUE INDEX consents_live_key ON consents (user_id, kind) WHERE withdrawn_at IS NULL;
CREATE INDEX consents_user_idx ON consents (user_id, given_at);

-- When the account was erased. Its row stays, emptied, so that chats, ratings and ledger rows that
-- other people keep still point somewhere (shown as "Deleted user").
ALTER TABLE users ADD COLUMN erased_on timestamptz;
