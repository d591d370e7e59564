import { defineText } from '@haat/ui';
/** The app's words about reaching people off the page (push, saved searches, SMS, installing). */
export const reachText = defineText('reach', {
  kinds: [
    { kind: 'message', label: 'New messages from buyers and sellers' },
    { kind: 'chat', label: 'A buyer starting a chat about my ad' },
    { kind: 'saved_search', label: 'New ads for my saved searches' },
    { kind: 'featured_ended', label: 'Featuring ending' },
    { kind: 'cashback', label: 'Cashback paid' },
    { kind: 'expiring', label: 'My ads about to expire' },
    { kind: 'banner', label: 'My banners approved or rejected' },
    { kind: 'moderation', label: 'My ads removed by an admin' },
    { kind: 'rating', label: 'Ratings I receive, and replies to mine' },
  ],
  notificationsHeading: 'Notification settings',
  savedHeading: 'Saved searches',
  saved: 'Saved',
  saveFailed: 'Could not save your settings. Check your connection and try again.',
  pushFailed: 'Could not turn notifications on. Check your connection and try again.',
  saveSearch: 'Save this search',
  searchSaved: 'Search saved',
  searchSavedHint: 'New ads that match reach you in My Account and as a notification.',
  signInToSave: 'Log in to save this search',
  smsBanner: 'You opened this chat from an SMS.',
  smsOff: 'Stop these SMS',
  smsStopped: 'No more SMS about messages. You can turn them back on in My Account.',
} as const);
