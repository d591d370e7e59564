import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from './index';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** @default 'https://api.razorpay.com' */
  apiUrl: string;
  /** @default 10000 */
  timeoutMs?: number;
}

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Compares hex signatures in constant time; anything not the same length is simply wrong. */
function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/**
 * Razorpay: an order through the Orders API, paid in Razorpay Checkout (UPI, cards, netbanking).
 * Checkout's handler returns `razorpay_signature` = HMAC-SHA256(order_id|payment_id, key secret);
 * webhooks carry `X-Razorpay-Signature` = HMAC-SHA256(raw body, webhook secret).
 */
export function razorpayPayments(opts: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    createOrder: async ({ amountPaise, receipt }) => {
      const res = await fetch(new URL('/v1/orders', opts.apiUrl), {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`Razorpay answered ${res.status} to a new order`);
      const order = (await res.json()) as { id?: unknown; amount?: unknown };
      if (typeof order.id !== 'string' || order.amount !== amountPaise) {
        throw new Error('Razorpay answered a new order without its id or with another amount');
      }
      return { providerOrderId: order.id };
    },
    checkout: ({ providerOrderId, amountPaise }) =>
      providerOrderId ? { key_id: opts.keyId, order_id: providerOrderId, amount: amountPaise, currency: 'INR' } : null,
    verifyConfirmation: ({ providerOrderId }, body) => {
      const paymentId = body.razorpay_payment_id;
      if (!providerOrderId || !paymentId) return null;
      const expected = hmacHex(opts.keySecret, `${providerOrderId}|${paymentId}`);
      return sameSignature(expected, body.razorpay_signature) ? paymentId : null;
    },
    verifyWebhook: (rawBody, signature) => sameSignature(hmacHex(opts.webhookSecret, rawBody), signature),
  };
}
