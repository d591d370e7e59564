import { defineText } from '@haat/ui/text';

/** The wallet history's entries, written in the account holder's language when they are made. */
export const ledgerText = defineText('ledger', {
  /** {plan}: a featured plan's name; {title}: the ad's. */
  featured: '{plan}: {title}',
  /** {amount}: rupees ("₹500"). */
  topUp: 'Wallet top-up of {amount}',
  topUpTest: 'Wallet top-up of {amount} (test mode)',
  cashback: 'Cashback for selling {title}',
  banner: 'Banner {start} to {end}: {title}',
  bannerEdited: 'Refund for an edited banner: {title}',
  bannerDeleted: 'Refund for a deleted banner: {title}',
  bannerStopped: 'Refund for the unused days of a stopped banner: {title}',
  adjustment: 'Adjustment by Haat: {reason}',
});
