import { defineText } from '@haat/ui';
/** Every string of the notifications panel, for a translated catalogue to replace. `{n}` is replaced. */
export const notificationsText = defineText('notifications', {
  title: 'Notifications',
  unread: '{n} unread',
  markAll: 'Mark all as read',
  empty: 'No notifications yet. New chats, messages and ads about to expire show up here.',
  error: "We couldn't load your notifications.",
  retry: 'Try again',
  loading: 'Loading notifications…',
  newLabel: 'New',
  loadMore: 'Show more',
});
