-- An ad's owner hears of an admin's removal (kind 'moderation'), and a buyer can report an ad from
-- its page once while the report is open (the unique index makes the check one atomic step).
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('chat', 'message', 'expiring', 'featured_ended', 'cashback', 'banner', 'moderation'));

CREATE UNIQUE INDEX reports_open_ad_once_idx ON reports (reporter_id, ad_id)
  WHERE target = 'ad' AND chat_id IS NULL AND status = 'open';
