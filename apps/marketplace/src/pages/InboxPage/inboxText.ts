import { defineText } from '@haat/ui';
/** Every string of the inbox, for a translated catalogue to replace. */
export const inboxText = defineText('inbox', {
  title: 'Inbox',
  tabsLabel: 'Chats',
  tabs: { all: 'All', buying: 'Buying', selling: 'Selling' },
  loading: 'Loading your chats…',
  error: "We couldn't load your chats. Please try again.",
  retry: 'Try again',
  empty: {
    all: 'No chats yet',
    buying: 'You have not messaged any seller',
    selling: 'No buyer has messaged you yet',
  },
  emptyHint: {
    all: 'Chat with a seller from any ad page to see it here.',
    buying: 'Open an ad you like and choose "Chat with seller".',
    selling: 'Chats about your ads appear here as soon as a buyer writes.',
  },
  browse: 'Browse ads',
  photo: 'Photo',
  /** The last message is a buyer's request for the seller's number. */
  phoneRequest: 'Phone number request',
  /** The last message is the seller sharing their number unasked. */
  phoneShared: 'Phone number shared',
  loadMore: 'Load more',
});
