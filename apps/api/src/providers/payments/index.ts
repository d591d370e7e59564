import type { PaymentProviderName, TopupConfirm } from '@haat/contract';
import type { Config } from '../../config';
import { razorpayPayments } from './razorpay';
import { testPayments } from './test';

/** What Razorpay Checkout needs to open for an order. */
interface Checkout {
  key_id: string;
  order_id: string;
  amount: number;
  currency: 'INR';
}

/**
 * Takes payments for wallet top-ups. The wallet credits an order only after the provider's proof
 * checks out; the provider never touches the database.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** An order with the provider for this amount; `null` ids in test mode. */
  createOrder(o: { amountPaise: number; receipt: string }): Promise<{ providerOrderId: string | null }>;
  /** What the app opens to pay an order (Razorpay Checkout), or null when nothing is to open. */
  checkout(o: { providerOrderId: string | null; amountPaise: number }): Checkout | null;
  /** The payment's id when the app's confirmation proves the order was paid; null when it does not. */
  verifyConfirmation(o: { providerOrderId: string | null }, body: TopupConfirm): string | null;
  /** True when `signature` is the provider's signature of this exact webhook body. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
}

/** The provider `PAYMENT_PROVIDER` names: `test` (default) or `razorpay` with its keys. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
    if (!keyId || !keySecret || !webhookSecret) {
      throw new Error(
        'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    }
    return razorpayPayments({ keyId, keySecret, webhookSecret, apiUrl: config.RAZORPAY_API_URL });
  }
  return testPayments();
}
