import type { TopupConfirm, TopupOrder } from '@haat/contract';

/** The part of Razorpay Checkout's browser API we use. */
interface RazorpayInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's script, loaded once, when a top-up first needs it (never on other pages). */
function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay Checkout did not load'));
    document.head.append(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * Pay an order in Razorpay Checkout (UPI, cards, netbanking). Resolves with the handler's proof
 * for the server to verify, or null when the customer closes the window without paying.
 */
export async function payWithRazorpay(
  order: TopupOrder,
  labels: { name: string; description: string },
  prefill: { contact?: string; name?: string },
): Promise<TopupConfirm | null> {
  const checkout = order.checkout;
  if (!checkout) throw new Error('This order has nothing to pay in Razorpay Checkout');
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    new Razorpay({
      key: checkout.key_id,
      order_id: checkout.order_id,
      amount: checkout.amount,
      currency: checkout.currency,
      name: labels.name,
      description: labels.description,
      prefill,
      handler: (res: TopupConfirm) => resolve(res),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
