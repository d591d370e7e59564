import { defineText } from '@haat/ui';
/** Every string of the wallet's screens, for a translated catalogue to replace. `{…}` are replaced. */
export const walletText = defineText('wallet', {
  panelTitle: 'Wallet',
  topUpTitle: 'Add money',
  testTitle: 'Test payment',
  testDescription: 'Test mode: no real money is charged. {amount} will be added to your wallet at once.',
  testConfirm: 'Add {amount} (test)',
  topUpDone: '{amount} added to your wallet.',
  topUpFailed: 'The top-up could not be completed. Please try again.',
  checkoutFailed: 'The payment window could not be opened. Check your connection and try again.',
  checkoutCancelled: 'The payment was cancelled. Nothing was charged.',
  checkoutName: 'Haat',
  checkoutDescription: 'Wallet top-up',
  liveUpdated: 'Your wallet balance is now {amount}.',
});
