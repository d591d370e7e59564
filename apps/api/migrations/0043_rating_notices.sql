-- A rating received, and a reply to a rating given, reach the person in the bell and by push.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('chat', 'message', 'expiring', 'featured_ended', 'cashback', 'banner', 'moderation', 'saved_search',
                  'rating'));
