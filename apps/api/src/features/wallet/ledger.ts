import type { LedgerKind, WalletTransaction } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../http/errors';
import { walletText } from './walletText';
import { say } from '../../http/language';

/** One credit (amount > 0) or debit (amount < 0) of a user's wallet. */
export interface Move {
  userId: number;
  kind: LedgerKind;
  amountPaise: number;
  /** What it was for: `ad:{id}`, `order:{id}`, `feature:{id}`. */
  reference: string;
  description: string;
  link?: string | null;
  /** One row per key and user: the same key again returns the first row, and moves nothing. */
  idempotencyKey: string;
}

interface LedgerRow {
  id: number;
  kind: LedgerKind;
  amount_paise: string | number;
  balance_after_paise: string | number;
  reference: string;
  description: string;
  link: string | null;
  created_on: Date;
}

export const LEDGER_SELECT =
  'id::int AS id, kind, amount_paise, balance_after_paise, reference, description, link, created_on';

export function toTransaction(r: LedgerRow): WalletTransaction {
  return {
    id: r.id,
    kind: r.kind,
    amount_paise: Number(r.amount_paise),
    balance_after_paise: Number(r.balance_after_paise),
    reference: r.reference,
    description: r.description,
    link: r.link,
    created_on: new Date(r.created_on).toISOString(),
  };
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** ₹ with Indian digit grouping; no paise when the amount is whole rupees. */
export const rupees = (paise: number) => inr.format(paise / 100).replace(/\.00$/, '');

/** 402: the wallet holds less than a debit needs. */
function shortfall(balancePaise: number, neededPaise: number): HttpError {
  return new HttpError(402, {
    detail: say(walletText.short, {
      balance: rupees(balancePaise),
      needed: rupees(neededPaise),
      missing: rupees(neededPaise - balancePaise),
    }),
    shortfall_paise: neededPaise - balancePaise,
    balance_paise: balancePaise,
  });
}

export interface Moved {
  transaction: WalletTransaction;
  /** False when the key had been used: the first row is returned and nothing moved. */
  fresh: boolean;
}

/**
 * Move money in the caller's transaction: lock the user's row, find an earlier row with the same
 * key, refuse a debit the balance cannot cover (402), then write the balance and its ledger row
 * together. The lock serialises every move of one wallet, so parallel debits never overdraw it
 * and the ledger's running sum is the balance after each row.
 */
export async function moveMoney(tx: Queryable, now: Date, m: Move): Promise<Moved> {
  const locked = await tx.query<{ wallet_paise: string | number }>(
    'SELECT wallet_paise FROM users WHERE id = $1 FOR UPDATE',
    [m.userId],
  );
  if (!locked.rows[0]) throw new Error(`no user ${m.userId}`);
  const seen = await tx.query<LedgerRow>(
    `SELECT ${LEDGER_SELECT} FROM wallet_ledger WHERE user_id = $1 AND idempotency_key = $2`,
    [m.userId, m.idempotencyKey],
  );
  if (seen.rows[0]) return { transaction: toTransaction(seen.rows[0]), fresh: false };
  const balance = Number(locked.rows[0].wallet_paise);
  const after = balance + m.amountPaise;
  if (after < 0) throw shortfall(balance, -m.amountPaise);
  await tx.query('UPDATE users SET wallet_paise = $2 WHERE id = $1', [m.userId, after]);
  const { rows } = await tx.query<LedgerRow>(
    `INSERT INTO wallet_ledger (user_id, kind, amount_paise, balance_after_paise, reference, description, link,
                                idempotency_key, created_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${LEDGER_SELECT}`,
    [m.userId, m.kind, m.amountPaise, after, m.reference, m.description, m.link ?? null, m.idempotencyKey, now],
  );
  return { transaction: toTransaction(rows[0]!), fresh: true };
}

/** Tell the user's open tabs the new balance (after the move has committed). */
export async function pushBalance(ctx: AppContext, userId: number, balancePaise: number): Promise<void> {
  await ctx.realtime.publish([userId], { type: 'wallet', balance_paise: balancePaise });
}

export interface LedgerProblem {
  user_id: number;
  problem: string;
}

/**
 * The wallet's invariants, checked over every account: each balance equals the sum of its ledger
 * rows, each row's balance_after is the running sum up to it, and no balance is negative.
 */
export async function verifyLedger(db: Queryable): Promise<LedgerProblem[]> {
  const sums = await db.query<{ user_id: number; balance: string; total: string }>(
    `SELECT u.id::int AS user_id, u.wallet_paise::text AS balance, coalesce(sum(l.amount_paise), 0)::text AS total
       FROM users u LEFT JOIN wallet_ledger l ON l.user_id = u.id
      GROUP BY u.id, u.wallet_paise
     HAVING u.wallet_paise <> coalesce(sum(l.amount_paise), 0) OR u.wallet_paise < 0`,
  );
  const running = await db.query<{ user_id: number; id: number; after: string; run: string }>(
    `SELECT user_id::int AS user_id, id::int AS id, balance_after_paise::text AS after, run::text AS run
       FROM (SELECT user_id, id, balance_after_paise,
                    sum(amount_paise) OVER (PARTITION BY user_id ORDER BY id) AS run
               FROM wallet_ledger) x
      WHERE run <> balance_after_paise OR run < 0`,
  );
  return [
    ...sums.rows.map((r) => ({
      user_id: r.user_id,
      problem: `balance ${r.balance} paise but the ledger sums to ${r.total}`,
    })),
    ...running.rows.map((r) => ({
      user_id: r.user_id,
      problem: `ledger row ${r.id} says ${r.after} paise after it; the running sum is ${r.run}`,
    })),
    ...(await reconcilePurposes(db)),
  ];
}

/**
 * Per purpose: rows that each add up can still make money together (an approval that paid nothing
 * and a refund of what it "charged"), so every banner and every featuring is reconciled with the
 * money that moved for it: a banner never refunds more than it debited, a banner's ledger net is
 * what it holds (charged less refunded), and a featuring's cashback never exceeds what it cost.
 */
async function reconcilePurposes(db: Queryable): Promise<LedgerProblem[]> {
  const overRefunded = await db.query<{ user_id: number; reference: string; paid: string; back: string }>(
    `SELECT user_id::int AS user_id, reference,
              coalesce(-sum(amount_paise) FILTER (WHERE kind = 'banner'), 0)::text AS paid,
              coalesce(sum(amount_paise) FILTER (WHERE kind = 'refund'), 0)::text AS back
         FROM wallet_ledger WHERE reference LIKE 'banner:%'
        GROUP BY user_id, reference
       HAVING coalesce(sum(amount_paise) FILTER (WHERE kind = 'refund'), 0)
              > coalesce(-sum(amount_paise) FILTER (WHERE kind = 'banner'), 0)`,
  );
  const banners = await db.query<{ user_id: number; id: number; held: string; net: string }>(
    `SELECT b.owner_id::int AS user_id, b.id::int AS id, (b.charged_paise - b.refunded_paise)::text AS held,
              coalesce(-sum(l.amount_paise), 0)::text AS net
         FROM promo_banners b
         LEFT JOIN wallet_ledger l ON l.user_id = b.owner_id AND l.reference = 'banner:' || b.id
                                  AND l.kind IN ('banner', 'refund')
        GROUP BY b.id, b.owner_id, b.charged_paise, b.refunded_paise
       HAVING b.charged_paise - b.refunded_paise <> coalesce(-sum(l.amount_paise), 0)`,
  );
  const cashback = await db.query<{ user_id: number; id: number; paid: string; back: string }>(
    `WITH bought AS (
       SELECT f.id, f.user_id, coalesce(-d.amount_paise, 0) AS paid
         FROM ad_features f
         LEFT JOIN wallet_ledger d ON d.user_id = f.user_id AND d.idempotency_key = 'feature:' || f.idempotency_key)
     SELECT b.user_id::int AS user_id, b.id::int AS id, b.paid::text AS paid, sum(l.amount_paise)::text AS back
       FROM bought b
       JOIN wallet_ledger l ON l.user_id = b.user_id AND l.reference = 'feature:' || b.id AND l.kind = 'cashback'
      GROUP BY b.id, b.user_id, b.paid
     HAVING sum(l.amount_paise) > b.paid`,
  );
  return [
    ...overRefunded.rows.map((r) => ({
      user_id: r.user_id,
      problem: `${r.reference} refunded ${r.back} paise of ${r.paid} debited`,
    })),
    ...banners.rows.map((r) => ({
      user_id: r.user_id,
      problem: `banner ${r.id} holds ${r.held} paise but its ledger rows net ${r.net}`,
    })),
    ...cashback.rows.map((r) => ({
      user_id: r.user_id,
      problem: `featuring ${r.id} paid ${r.back} paise of cashback on a purchase of ${r.paid}`,
    })),
  ];
}
