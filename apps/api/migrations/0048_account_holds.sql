-- Accounts in the review queue (features/moderation/accounts.ts): a sender the chat's scam rules
-- flagged in several chats, and an account three different people reported within a week.

-- "Reported by three different people within a week" is counted per reported account.
CREATE INDEX reports_user_idx ON reports (user_id, created_on);
-- An account's holds, decided or not: the last approval of a rule starts its count afresh.
CREATE INDEX moderation_holds_subject_idx ON moderation_holds (subject_type, subject_id, rule_id, decided_at);
