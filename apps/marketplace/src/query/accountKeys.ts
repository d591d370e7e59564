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
