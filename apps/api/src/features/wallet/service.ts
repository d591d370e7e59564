import type { TopupConfirm, TopupInput, TopupOrder, Wallet } from '@haat/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { pageLinks, type Page } from '../../http/paging';
import { LEDGER_SELECT, moveMoney, pushBalance, rupees, toTransaction } from './ledger';
import { walletText } from './walletText';
import { ledgerText } from './ledgerText';
import { inUserLang, say } from '../../http/language';

interface OrderRow {
  id: number;
  user_id: number;
  provider: 'test' | 'razorpay';
  provider_order_id: string | null;
  amount_paise: string | number;
  status: 'created' | 'paid';
  created_on: Date;
}

const ORDER_SELECT =
  'id::int AS id, user_id::int AS user_id, provider, provider_order_id, amount_paise, status, created_on';

function toOrder(ctx: AppContext, r: OrderRow): TopupOrder {
  const amount = Number(r.amount_paise);
  return {
    id: r.id,
    provider: r.provider,
    amount_paise: amount,
    status: r.status,
    created_on: new Date(r.created_on).toISOString(),
    checkout:
      r.status === 'created' && r.provider === ctx.payments.name
        ? ctx.payments.checkout({ providerOrderId: r.provider_order_id, amountPaise: amount })
        : null,
  };
}

export async function balanceOf(ctx: AppContext, userId: number): Promise<number> {
  const { rows } = await ctx.db.query<{ wallet_paise: string | number }>(
    'SELECT wallet_paise FROM users WHERE id = $1',
    [userId],
  );
  return Number(rows[0]?.wallet_paise ?? 0);
}

/** The balance and a page of the ledger, newest first. */
export async function readWallet(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  page: Page,
): Promise<Wallet> {
  const [balance, countRes, rowsRes] = await Promise.all([
    balanceOf(ctx, userId),
    ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wallet_ledger WHERE user_id = $1', [userId]),
    ctx.db.query<Parameters<typeof toTransaction>[0]>(
      `SELECT ${LEDGER_SELECT} FROM wallet_ledger WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, page.limit, page.offset],
    ),
  ]);
  const count = countRes.rows[0]!.n;
  return {
    balance_paise: balance,
    provider: ctx.payments.name,
    count,
    ...pageLinks(ctx, request, page, count),
    results: rowsRes.rows.map(toTransaction),
  };
}

async function orderByKey(ctx: AppContext, userId: number, key: string): Promise<OrderRow | null> {
  const { rows } = await ctx.db.query<OrderRow>(
    `SELECT ${ORDER_SELECT} FROM payment_orders WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

/** The order an idempotency key already made, or null; never calls the provider. */
export async function topupByKey(ctx: AppContext, userId: number, key: string): Promise<TopupOrder | null> {
  const row = await orderByKey(ctx, userId, key);
  return row ? toOrder(ctx, row) : null;
}

/**
 * A top-up order with the configured provider. The same key again answers the first order (and
 * `created: false`); two racing with one key store one order (a provider order made by the loser
 * is never paid, and Razorpay lets unpaid orders lapse).
 */
export async function createTopup(
  ctx: AppContext,
  userId: number,
  input: TopupInput,
): Promise<{ order: TopupOrder; created: boolean }> {
  const earlier = await orderByKey(ctx, userId, input.idempotency_key);
  if (earlier) return { order: toOrder(ctx, earlier), created: false };
  const { providerOrderId } = await ctx.payments.createOrder({
    amountPaise: input.amount_paise,
    receipt: `haat-${userId}-${input.idempotency_key}`.slice(0, 40),
  });
  const { rows } = await ctx.db.query<OrderRow>(
    `INSERT INTO payment_orders (user_id, provider, provider_order_id, amount_paise, idempotency_key, created_on)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING
     RETURNING ${ORDER_SELECT}`,
    [userId, ctx.payments.name, providerOrderId, input.amount_paise, input.idempotency_key, ctx.now()],
  );
  if (rows[0]) return { order: toOrder(ctx, rows[0]), created: true };
  return { order: toOrder(ctx, (await orderByKey(ctx, userId, input.idempotency_key))!), created: false };
}

/**
 * Mark the order paid and credit its amount, once: the `status = 'created'` condition lets one
 * caller through (a replayed confirmation, the webhook and the app's confirmation may all arrive),
 * and the ledger's key `topup:{order}` is a second guard. Answers the balance after.
 */
async function creditOrder(ctx: AppContext, orderId: number, paymentId: string): Promise<void> {
  const credited = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const { rows } = await tx.query<{ user_id: number; amount_paise: string | number }>(
      `UPDATE payment_orders SET status = 'paid', payment_id = $2, paid_on = $3
        WHERE id = $1 AND status = 'created'
        RETURNING user_id::int AS user_id, amount_paise`,
      [orderId, paymentId, now],
    );
    const order = rows[0];
    if (!order) return null;
    const amount = Number(order.amount_paise);
    const moved = await moveMoney(tx, now, {
      userId: order.user_id,
      kind: 'topup',
      amountPaise: amount,
      reference: `order:${orderId}`,
      // In the account holder's language: the payment provider's webhook may be what credits it.
      description: await inUserLang(tx, order.user_id, () =>
        say(ctx.payments.name === 'test' ? ledgerText.topUpTest : ledgerText.topUp, { amount: rupees(amount) }),
      ),
      idempotencyKey: `topup:${orderId}`,
    });
    return { userId: order.user_id, balance: moved.transaction.balance_after_paise };
  });
  if (credited) await pushBalance(ctx, credited.userId, credited.balance);
}

async function ownOrder(ctx: AppContext, userId: number, orderId: number): Promise<OrderRow> {
  const { rows } = await ctx.db.query<OrderRow>(`SELECT ${ORDER_SELECT} FROM payment_orders WHERE id = $1`, [orderId]);
  // Someone else's order is as good as missing: its existence is not ours to confirm.
  if (!rows[0] || rows[0].user_id !== userId) throw notFound(walletText.noTopUp);
  return rows[0];
}

/** The app's confirmation: in test mode it pays at once; with Razorpay its signature must check out. */
export async function confirmTopup(
  ctx: AppContext,
  userId: number,
  orderId: number,
  body: TopupConfirm,
): Promise<{ order: TopupOrder; balance_paise: number }> {
  const order = await ownOrder(ctx, userId, orderId);
  if (order.status === 'created') {
    if (order.provider !== ctx.payments.name) {
      throw badRequest({
        non_field_errors: [walletText.otherProvider],
      });
    }
    const paymentId = ctx.payments.verifyConfirmation({ providerOrderId: order.provider_order_id }, body);
    if (!paymentId) throw badRequest({ razorpay_signature: [walletText.notVerified] });
    await creditOrder(ctx, orderId, paymentId);
  }
  return { order: toOrder(ctx, await ownOrder(ctx, userId, orderId)), balance_paise: await balanceOf(ctx, userId) };
}

interface RazorpayEvent {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } } };
}

/**
 * A Razorpay webhook whose signature has been checked: `payment.captured` and `order.paid` credit
 * the order they name, once. Other events, and orders that are not ours, are acknowledged and left.
 */
export async function razorpayWebhook(ctx: AppContext, event: RazorpayEvent): Promise<'credited' | 'ignored'> {
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') return 'ignored';
  const payment = event.payload?.payment?.entity;
  if (!payment?.id || !payment.order_id) return 'ignored';
  const { rows } = await ctx.db.query<OrderRow>(
    `SELECT ${ORDER_SELECT} FROM payment_orders WHERE provider = 'razorpay' AND provider_order_id = $1`,
    [payment.order_id],
  );
  const order = rows[0];
  if (!order || Number(order.amount_paise) !== payment.amount) return 'ignored';
  await creditOrder(ctx, order.id, payment.id);
  return 'credited';
}
