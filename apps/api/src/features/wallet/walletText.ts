import { defineText } from '@haat/ui/text';

/** Top-ups and the wallet's balance. */
export const walletText = defineText('wallet', {
  noTopUp: 'No such top-up.',
  otherProvider: 'This top-up was started with another payment provider. Start a new one.',
  notVerified: 'The payment could not be verified.',
  webhookSignature: 'The webhook signature does not match.',
  webhookNotJson: 'The webhook body is not JSON.',
  tooManyTopUps: 'Too many top-ups started. Finish one, or try again later.',
  stillStarting: 'A top-up with this key is still being started. Try again.',
  short: 'Your wallet has {balance}; this needs {needed}. Top up {missing} to continue.',
});
