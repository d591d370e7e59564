import type { Featured, Plan, TopupOrder, WalletTransaction } from '@haat/contract';
import type { Ad } from '../api/types';
import type { Routes } from './fakeApi';
import { SELLER } from './sellerApi';

/**
 * The fake server of the money screens (Make featured, the wallet panel), shared by their tests
 * and their stories: a balance that top-ups and purchases move, with a ledger, in test mode.
 */

const DAY = 24 * 60 * 60 * 1000;

export const PLANS: Plan[] = [
  {
    id: 'featured-7',
    title: 'Featured for 7 days',
    days: 7,
    price_paise: 9_900,
    price: 99,
    cashback_percent: 50,
    cashback_days: 7,
    cashback: 'Sold within 7 days of featuring? Get 50% (₹49.50) back in your wallet.',
    description: 'Your ad is listed first in its category and city for 7 days.',
  },
  {
    id: 'featured-15',
    title: 'Featured for 15 days',
    days: 15,
    price_paise: 17_900,
    price: 179,
    cashback_percent: 30,
    cashback_days: 10,
    cashback: 'Sold within 10 days of featuring? Get 30% (₹53.70) back in your wallet.',
    description: 'Your ad is listed first in its category and city for 15 days.',
  },
];

export interface WalletServer {
  balance: number;
  ledger: WalletTransaction[];
  routes: Routes;
}

/** A wallet holding `balance` paise and `ledger` (newest first), for the seller's ad `ad` at `now`. */
export function walletServer(ad: Ad, now: number, balance = 0, ledger: WalletTransaction[] = []): WalletServer {
  const server: WalletServer = { balance, ledger: [...ledger], routes: {} };
  const orders: TopupOrder[] = [];
  const keys = new Set<string>();
  const move = (kind: WalletTransaction['kind'], amount: number, description: string, link: string | null) => {
    server.balance += amount;
    server.ledger.unshift({
      id: server.ledger.length + 1,
      kind,
      amount_paise: amount,
      balance_after_paise: server.balance,
      reference: '',
      description,
      link,
      created_on: new Date(now).toISOString(),
    });
  };
  server.routes = {
    '/api/profile/': () => ({ body: { ...SELLER, wallet: server.balance / 100 } }),
    [`GET /api/product/${ad.id}/`]: { body: ad },
    'GET /api/plans/': { body: { count: PLANS.length, next: null, previous: null, results: PLANS } },
    'GET /api/wallet/': () => ({
      body: {
        balance_paise: server.balance,
        provider: 'test',
        count: server.ledger.length,
        next: null,
        previous: null,
        results: server.ledger,
      },
    }),
    'POST /api/wallet/topup/': ({ body }) => {
      const { amount_paise } = body as { amount_paise: number };
      const order: TopupOrder = {
        id: orders.length + 1,
        provider: 'test',
        amount_paise,
        status: 'created',
        created_on: new Date(now).toISOString(),
        checkout: null,
      };
      orders.push(order);
      return { status: 201, body: order };
    },
    ...Object.fromEntries(
      [1, 2, 3].map((id) => [
        `POST /api/wallet/topup/${id}/confirm/`,
        () => {
          const order = orders[id - 1]!;
          if (order.status === 'created') {
            order.status = 'paid';
            move('topup', order.amount_paise, `Wallet top-up of ₹${order.amount_paise / 100} (test mode)`, null);
          }
          return { body: { order, balance_paise: server.balance } };
        },
      ]),
    ),
    [`POST /api/product/${ad.id}/feature/`]: ({ body }) => {
      const { plan: planId, idempotency_key } = body as { plan: string; idempotency_key: string };
      const plan = PLANS.find((p) => p.id === planId)!;
      if (server.balance < plan.price_paise) {
        return {
          status: 402,
          body: {
            detail: 'Your wallet is short.',
            shortfall_paise: plan.price_paise - server.balance,
            balance_paise: server.balance,
          },
        };
      }
      if (!keys.has(idempotency_key)) {
        keys.add(idempotency_key);
        move('feature', -plan.price_paise, `${plan.title}: ${ad.title}`, `/view/${ad.id}/`);
      }
      const featured: Featured = {
        ad: ad.id,
        plan: plan.id,
        price_paise: plan.price_paise,
        featured_until: new Date(now + plan.days * DAY).toISOString(),
        cashback_percent: plan.cashback_percent,
        cashback_paise: Math.floor((plan.price_paise * plan.cashback_percent) / 100),
        cashback_until: new Date(now + plan.cashback_days * DAY).toISOString(),
        balance_paise: server.balance,
      };
      return { body: featured };
    },
  };
  return server;
}
