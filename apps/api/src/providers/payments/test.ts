import type { PaymentProvider } from './index';

/**
 * Test mode, the default for `npm start`: no money moves anywhere, a confirmation credits at once,
 * and the app labels every step "test mode". There is no webhook.
 */
export function testPayments(): PaymentProvider {
  return {
    name: 'test',
    createOrder: async () => ({ providerOrderId: null }),
    checkout: () => null,
    verifyConfirmation: () => 'test',
    verifyWebhook: () => false,
  };
}
