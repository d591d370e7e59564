/**
 * Every cached answer that belongs to the signed-in account has a key starting with `ACCOUNT`:
 * they are forgotten when the account signs out or another signs in.
 */
export const ACCOUNT = 'me:';

/** My ads' counts and lists: a change to one of my ads makes them all stale. */
export const MY_ADS = `${ACCOUNT}my-ads:`;

/** The saved ads' list and each ad's saved state: a heart or a removal makes them stale. */
export const SAVED = `${ACCOUNT}saved:`;

/** The ids of the saved ads that the cards' hearts mark. */
export const HEARTS = `${ACCOUNT}hearts`;

/** My chat lists: a new chat, message or read receipt makes them stale. */
export const INBOX = `${ACCOUNT}inbox:`;

/** My wallet: a top-up, a purchase or a cashback makes it stale. */
export const WALLET = `${ACCOUNT}wallet`;

/** My banners: saving, stopping or deleting one makes them stale. */
export const MY_BANNERS = `${ACCOUNT}banners`;

/** My unread messages over all chats (the inbox badge). */
export const UNREAD = `${ACCOUNT}unread`;

/** My latest notifications with the unread count (the bell). */
export const NOTIFICATIONS = `${ACCOUNT}notifications`;

/** The admin screens' lists: a moderation or a decision makes them stale. */
export const ADMIN = `${ACCOUNT}admin:`;

/** My notification settings (push kinds, quiet hours, SMS). */
export const NOTIFICATION_SETTINGS = `${ACCOUNT}notification-settings`;

/** My saved searches: saving, deleting or opening one makes them stale. */
export const SAVED_SEARCHES = `${ACCOUNT}saved-searches`;
