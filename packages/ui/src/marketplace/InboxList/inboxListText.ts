import { defineText } from '../../locale/text';

/** InboxList's words, for a translated catalogue to replace. `{…}` placeholders are filled in. */
export const defaultInboxListText = defineText('ui.inboxList', {
  /** The list's accessible name. */
  label: 'Chats',
  emptyTitle: 'No chats yet',
  emptyHint: 'Chat with a seller from any ad page to see it here.',
  /** Read after a chat's name: `{count}` messages not read yet. */
  unread: '{count, plural, one {# unread message} other {# unread messages}}',
  /** A last message that is an offer: `{price}` is its amount. */
  offer: 'Offer: {price}',
  /** Marks a chat that reached a deal (an accepted offer). */
  deal: 'Deal',
});

export type InboxListText = { [K in keyof typeof defaultInboxListText]: string };
