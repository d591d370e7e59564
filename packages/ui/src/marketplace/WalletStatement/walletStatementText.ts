import { defineText } from '../../locale/text';
/** WalletStatement's words, for a translated catalogue to replace. `{amount}` is filled in. */
export const walletStatementText = defineText('ui.walletStatement', {
  balance: 'Wallet balance',
  transactions: 'Transactions',
  loading: 'Loading your wallet…',
  error: 'Your wallet could not be loaded.',
  retry: 'Try again',
  empty: 'No transactions yet. Top up your wallet to make your ads featured.',
  loadMore: 'Load more',
  /** The balance right after a transaction. */
  balanceAfter: 'Balance {amount}',
  kindTopup: 'Top-up',
  kindFeature: 'Featured ad',
  kindCashback: 'Cashback',
  kindBanner: 'Banner',
  kindRefund: 'Refund',
  kindAdjustment: 'Adjustment',
} as const);

export type WalletStatementText = { [K in keyof typeof walletStatementText]: string };
