import type { Featured, Shortfall, TopupConfirm, TopupConfirmed, TopupOrder, Wallet } from '@haat/contract';
import { ApiError, nextPath, type ApiClient, type CallOptions, type PageOptions } from './client';

/** Wallet statements load 20 rows at a time. */
const WALLET_PAGE_SIZE = 20;

/** `GET /api/wallet/`: the balance and the newest transactions; with `next`, the page after. */
export function get(client: ApiClient, { next, ...opts }: PageOptions = {}): Promise<Wallet> {
  if (next) return client.get<Wallet>(nextPath(next), undefined, opts);
  return client.get<Wallet>('/api/wallet/', { limit: WALLET_PAGE_SIZE }, opts);
}

/** `POST /api/wallet/topup/`: an order for this amount; the same key again answers the same order. */
export function startTopup(
  client: ApiClient,
  amountPaise: number,
  idempotencyKey: string,
  opts: CallOptions = {},
): Promise<TopupOrder> {
  return client.post<TopupOrder>(
    '/api/wallet/topup/',
    { amount_paise: amountPaise, idempotency_key: idempotencyKey },
    opts,
  );
}

/** `POST /api/wallet/topup/{id}/confirm/`: credits the order once (test mode at once; Razorpay with its proof). */
export function confirmTopup(
  client: ApiClient,
  orderId: number,
  proof: TopupConfirm = {},
  opts: CallOptions = {},
): Promise<TopupConfirmed> {
  return client.post<TopupConfirmed>(`/api/wallet/topup/${orderId}/confirm/`, proof, opts);
}

/**
 * `POST /api/product/{id}/feature/`: pay a plan from the wallet. A short wallet is an answer, not
 * an error: `{ shortfall }` says how much to top up.
 */
export async function feature(
  client: ApiClient,
  adId: number,
  plan: string,
  idempotencyKey: string,
  opts: CallOptions = {},
): Promise<{ featured: Featured } | { shortfall: Shortfall }> {
  try {
    const featured = await client.post<Featured>(
      `/api/product/${adId}/feature/`,
      { plan, idempotency_key: idempotencyKey },
      { ...opts, expected: [402, ...(opts.expected ?? [])] },
    );
    return { featured };
  } catch (err) {
    if (err instanceof ApiError && err.status === 402) return { shortfall: err.data as Shortfall };
    throw err;
  }
}
