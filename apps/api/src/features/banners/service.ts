import {
  BANNER_MAX_DAYS,
  BANNER_MAX_LEAD_DAYS,
  type AdminBanner,
  type BannerStatus,
  type MyBanner,
  type Notification,
} from '@haat/contract';
import type { z } from 'zod';
import type { BannerInputSchema } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { addNotification, pushNotification } from '../notifications/service';
import { moveMoney, pushBalance, rupees } from '../wallet/ledger';
import { bannerImage } from './image';
import { bannersText } from './bannersText';
import { inUserLang, say } from '../../http/language';
import { ledgerText } from '../wallet/ledgerText';

type BannerInput = z.output<typeof BannerInputSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** India's calendar date of an instant, as YYYY-MM-DD: banners run by the days a visitor sees. */
export function indiaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const plusDays = (d: string, n: number) => new Date((dayNumber(d) + n) * DAY_MS).toISOString().slice(0, 10);
/** Days from `a` to `b`, both included. */
const daysBetween = (a: string, b: string) => dayNumber(b) - dayNumber(a) + 1;

interface BannerRow {
  id: number;
  owner_id: number;
  image: { url: string; wide: string; narrow: string };
  link: string;
  title: string;
  city: string;
  start_date: string;
  end_date: string;
  review: 'pending' | 'approved' | 'rejected';
  reject_reason: string;
  price_per_day_paise: string | number;
  charged_paise: string | number;
  refunded_paise: string | number;
  stopped_on: string | null;
  /** Moves on every edit; the wallet keys of an approval and its refunds name it. */
  version: number;
  created_on: Date;
}

const BANNER_SELECT = `b.id::int AS id, b.owner_id::int AS owner_id, b.image, b.link, b.title, b.city,
  to_char(b.start_date, 'YYYY-MM-DD') AS start_date, to_char(b.end_date, 'YYYY-MM-DD') AS end_date,
  b.review, b.reject_reason, b.price_per_day_paise, b.charged_paise, b.refunded_paise,
  to_char(b.stopped_on, 'YYYY-MM-DD') AS stopped_on, b.version, b.created_on`;

/** pending and rejected as reviewed; an approved one is approved, live or ended by today's date. */
function statusOf(r: BannerRow, today: string): BannerStatus {
  if (r.review !== 'approved') return r.review;
  if (r.stopped_on !== null || r.end_date < today) return 'ended';
  return r.start_date <= today ? 'live' : 'approved';
}

function toBanner(r: BannerRow, today: string): MyBanner {
  const days = daysBetween(r.start_date, r.end_date);
  const perDay = Number(r.price_per_day_paise);
  return {
    id: r.id,
    image: r.image,
    link: r.link,
    title: r.title,
    city: r.city,
    start_date: r.start_date,
    end_date: r.end_date,
    status: statusOf(r, today),
    reject_reason: r.reject_reason,
    days,
    price_per_day_paise: perDay,
    total_paise: days * perDay,
    charged_paise: Number(r.charged_paise),
    refunded_paise: Number(r.refunded_paise),
    created_on: new Date(r.created_on).toISOString(),
  };
}

/** The dates checked against today: from today on, at most 90 days ahead, at most 60 days long. */
function checkDates(input: BannerInput, today: string) {
  const errors: Record<string, string[]> = {};
  if (input.start_date < today) errors.start_date = [bannersText.startToday];
  else if (daysBetween(today, input.start_date) > BANNER_MAX_LEAD_DAYS)
    errors.start_date = [say(bannersText.startWithin, { days: BANNER_MAX_LEAD_DAYS })];
  if (input.end_date < input.start_date) errors.end_date = [bannersText.endAfterStart];
  else if (daysBetween(input.start_date, input.end_date) > BANNER_MAX_DAYS)
    errors.end_date = [say(bannersText.runsAtMost, { days: BANNER_MAX_DAYS })];
  if (Object.keys(errors).length) throw badRequest(errors);
}

async function loadBanner(db: Queryable, id: number, lock = false): Promise<BannerRow | null> {
  const { rows } = await db.query<BannerRow>(
    `SELECT ${BANNER_SELECT} FROM promo_banners b WHERE b.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** A banner of the user's, locked; 404 for anyone else's (its existence is not theirs to learn). */
async function ownBanner(tx: Queryable, user: AuthUser, id: number): Promise<BannerRow> {
  const row = await loadBanner(tx, id, true);
  if (!row || row.owner_id !== user.id) throw notFound(bannersText.noBanner);
  return row;
}

/** image, link, title, city, start, end and today's price a day: `$2` to `$8` of both writes. */
function bannerValues(ctx: AppContext, image: { url: string }, input: BannerInput) {
  return [
    JSON.stringify(image),
    input.link,
    input.title,
    input.city,
    input.start_date,
    input.end_date,
    ctx.config.BANNER_PRICE_PER_DAY_PAISE,
  ];
}

export async function createBanner(ctx: AppContext, user: AuthUser, input: BannerInput): Promise<MyBanner> {
  const today = indiaDay(ctx.now());
  checkDates(input, today);
  const image = await bannerImage(ctx, user, input.image);
  const now = ctx.now();
  const { rows } = await ctx.db.query<BannerRow>(
    `INSERT INTO promo_banners AS b (owner_id, image, link, title, city, start_date, end_date, price_per_day_paise,
                                    created_on, updated_on)
     VALUES ($1, $2::jsonb, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${BANNER_SELECT}`,
    [user.id, ...bannerValues(ctx, image, input), now],
  );
  return toBanner(rows[0]!, today);
}

/** The ledger's reference of every move of a banner, whichever its version (verifyLedger sums by it). */
const bannerReference = (id: number) => `banner:${id}`;

/**
 * Give back what was paid for this version and not yet refunded, in the caller's transaction: a
 * ledger row of kind refund. Never more than that, whatever the caller asks.
 */
async function refund(
  ctx: AppContext,
  tx: Queryable,
  row: BannerRow,
  asked: number,
  why: 'edited' | 'deleted' | 'stopped',
) {
  const amount = Math.min(asked, Number(row.charged_paise) - Number(row.refunded_paise));
  if (amount <= 0) return null;
  const moved = await moveMoney(tx, ctx.now(), {
    userId: row.owner_id,
    kind: 'refund',
    amountPaise: amount,
    reference: bannerReference(row.id),
    description: await inUserLang(tx, row.owner_id, () =>
      say(
        { edited: ledgerText.bannerEdited, deleted: ledgerText.bannerDeleted, stopped: ledgerText.bannerStopped }[why],
        {
          title: row.title,
        },
      ),
    ),
    link: '/my-banners/',
    idempotencyKey: `banner-refund:${row.id}:v${row.version}:${Number(row.refunded_paise) + amount}`,
  });
  await tx.query('UPDATE promo_banners SET refunded_paise = refunded_paise + $2 WHERE id = $1', [row.id, amount]);
  return moved.transaction.balance_after_paise;
}

/**
 * Edit: back to review. A banner approved and not yet running gets its whole charge back first; a
 * live one must be stopped, an ended one posted anew.
 */
export async function updateBanner(ctx: AppContext, user: AuthUser, id: number, input: BannerInput): Promise<MyBanner> {
  const today = indiaDay(ctx.now());
  checkDates(input, today);
  const image = await bannerImage(ctx, user, input.image);
  const { row, balance } = await ctx.db.transaction(async (tx) => {
    const current = await ownBanner(tx, user, id);
    const status = statusOf(current, today);
    if (status === 'live') throw badRequest({ non_field_errors: [bannersText.liveStopToChange] });
    if (status === 'ended') throw badRequest({ non_field_errors: [bannersText.ended] });
    const balance = await refund(ctx, tx, current, Number(current.charged_paise), 'edited');
    const { rows } = await tx.query<BannerRow>(
      `UPDATE promo_banners b SET image = $2::jsonb, link = $3, title = $4, city = $5, start_date = $6, end_date = $7,
              review = 'pending', reject_reason = '', price_per_day_paise = $8, charged_paise = 0, refunded_paise = 0,
              version = version + 1, updated_on = $9
        WHERE id = $1 RETURNING ${BANNER_SELECT}`,
      [id, ...bannerValues(ctx, image, input), ctx.now()],
    );
    return { row: rows[0]!, balance };
  });
  if (balance !== null) await pushBalance(ctx, user.id, balance);
  return toBanner(row, today);
}

/**
 * Stop a running or upcoming banner: it leaves the pool today and the days after today come back
 * to the wallet (all of them when it had not started).
 */
export async function stopBanner(ctx: AppContext, user: AuthUser, id: number): Promise<MyBanner> {
  const today = indiaDay(ctx.now());
  const { row, balance } = await ctx.db.transaction(async (tx) => {
    const current = await ownBanner(tx, user, id);
    const status = statusOf(current, today);
    if (status !== 'live' && status !== 'approved') {
      throw badRequest({ non_field_errors: [bannersText.onlyApprovedStopped] });
    }
    const firstUnused = current.start_date > today ? current.start_date : plusDays(today, 1);
    const unusedDays = Math.max(0, daysBetween(firstUnused, current.end_date));
    const balance = await refund(ctx, tx, current, unusedDays * Number(current.price_per_day_paise), 'stopped');
    await tx.query('UPDATE promo_banners SET stopped_on = $2, updated_on = $3 WHERE id = $1', [id, today, ctx.now()]);
    return { row: (await loadBanner(tx, id))!, balance };
  });
  if (balance !== null) await pushBalance(ctx, user.id, balance);
  return toBanner(row, today);
}

/** Delete: a banner that costs nothing now (pending, rejected, ended), or an upcoming one, refunded. */
export async function deleteBanner(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const today = indiaDay(ctx.now());
  const balance = await ctx.db.transaction(async (tx) => {
    const current = await ownBanner(tx, user, id);
    if (statusOf(current, today) === 'live') {
      throw badRequest({ non_field_errors: [bannersText.liveStopFirst] });
    }
    const unused = statusOf(current, today) === 'approved' ? Number(current.charged_paise) : 0;
    const balance = await refund(ctx, tx, current, unused, 'deleted');
    await tx.query('DELETE FROM promo_banners WHERE id = $1', [id]);
    return balance;
  });
  if (balance !== null) await pushBalance(ctx, user.id, balance);
}

export async function myBanners(ctx: AppContext, userId: number): Promise<MyBanner[]> {
  const today = indiaDay(ctx.now());
  const { rows } = await ctx.db.query<BannerRow>(
    `SELECT ${BANNER_SELECT} FROM promo_banners b WHERE b.owner_id = $1 ORDER BY b.id DESC LIMIT 200`,
    [userId],
  );
  return rows.map((r) => toBanner(r, today));
}

/**
 * An admin's decision. Approving debits days × price per day from the owner's wallet in the same
 * transaction (402 when it is short: the banner stays pending); rejecting costs nothing. The owner
 * hears either way. `audit` writes the admin's action in the same transaction.
 */
export async function reviewBanner(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  decision: { approve: boolean; reason: string },
  audit: (tx: Queryable, row: BannerRow) => Promise<void>,
): Promise<AdminBanner> {
  const today = indiaDay(ctx.now());
  const done = await ctx.db.transaction(async (tx) => {
    const row = await loadBanner(tx, id, true);
    if (!row) throw notFound(bannersText.noBanner);
    if (row.review !== 'pending') throw badRequest({ non_field_errors: [bannersText.alreadyReviewed] });
    let balance: number | null = null;
    let note: Notification | null;
    if (decision.approve) {
      if (row.end_date < today) throw badRequest({ non_field_errors: [bannersText.datesPassed] });
      const total = daysBetween(row.start_date, row.end_date) * Number(row.price_per_day_paise);
      if (total > 0) {
        try {
          // The key names this version: an edited banner's new approval is a new debit.
          const moved = await moveMoney(tx, ctx.now(), {
            userId: row.owner_id,
            kind: 'banner',
            amountPaise: -total,
            reference: bannerReference(row.id),
            // In the owner's language: an admin's approval writes it.
            description: await inUserLang(tx, row.owner_id, () =>
              say(ledgerText.banner, { start: row.start_date, end: row.end_date, title: row.title }),
            ),
            link: '/my-banners/',
            idempotencyKey: `banner:${row.id}:v${row.version}`,
          });
          // charged_paise below must be money that moved, never a debit found from before.
          if (!moved.fresh) throw new Error(`banner ${row.id} v${row.version} was debited before`);
          balance = moved.transaction.balance_after_paise;
        } catch (err) {
          if (err instanceof HttpError && err.status === 402) {
            throw new HttpError(402, {
              ...err.body,
              detail: say(bannersText.ownerShort, { amount: rupees(Number(err.body.shortfall_paise)) }),
            });
          }
          throw err;
        }
      }
      await tx.query(
        `UPDATE promo_banners SET review = 'approved', charged_paise = $2, updated_on = $3 WHERE id = $1`,
        [id, total, ctx.now()],
      );
      note = await addNotification(ctx, tx, row.owner_id, {
        kind: 'banner',
        text: () => say(bannersText.approved, { title: row.title, amount: rupees(total) }),
        link: '/my-banners/',
      });
    } else {
      await tx.query(
        `UPDATE promo_banners SET review = 'rejected', reject_reason = $2, updated_on = $3 WHERE id = $1`,
        [id, decision.reason, ctx.now()],
      );
      note = await addNotification(ctx, tx, row.owner_id, {
        kind: 'banner',
        text: () => say(bannersText.rejected, { title: row.title, reason: decision.reason }),
        link: '/my-banners/',
      });
    }
    await audit(tx, row);
    return { balance, note, ownerId: row.owner_id };
  });
  if (done.balance !== null) await pushBalance(ctx, done.ownerId, done.balance);
  if (done.note) await pushNotification(ctx, done.ownerId, done.note);
  return (await reviewQueue(ctx, { id })).results[0]!;
}

/** SQL (on `promo_banners b`, today as `$1`) for a status as the owner sees it. */
const STATUS_SQL: Record<BannerStatus, string> = {
  pending: "b.review = 'pending'",
  rejected: "b.review = 'rejected'",
  approved: "b.review = 'approved' AND b.stopped_on IS NULL AND b.start_date > $1",
  live: "b.review = 'approved' AND b.stopped_on IS NULL AND b.start_date <= $1 AND b.end_date >= $1",
  ended: "b.review = 'approved' AND (b.stopped_on IS NOT NULL OR b.end_date < $1)",
};

/** The admins' queue: pending first (oldest first), then the rest newest first. */
export async function reviewQueue(
  ctx: AppContext,
  q: { id?: number; status?: BannerStatus; limit?: number; offset?: number },
): Promise<{ count: number; results: AdminBanner[] }> {
  const today = indiaDay(ctx.now());
  const params: unknown[] = [today];
  // Today is always `$1`, whether or not a status condition reads it.
  const where: string[] = ['$1::date IS NOT NULL'];
  if (q.status) where.push(STATUS_SQL[q.status]);
  if (q.id !== undefined) {
    params.push(q.id);
    where.push(`b.id = $${params.length}`);
  }
  const cond = `WHERE ${where.join(' AND ')}`;
  const [count, page] = await Promise.all([
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM promo_banners b ${cond}`, params),
    ctx.db.query<BannerRow & { owner_name: string; owner_mobile: string }>(
      `SELECT ${BANNER_SELECT}, u.name AS owner_name, u.mobile AS owner_mobile
         FROM promo_banners b JOIN users u ON u.id = b.owner_id
         ${cond}
        ORDER BY (b.review = 'pending') DESC, CASE WHEN b.review = 'pending' THEN b.id END ASC, b.id DESC
        LIMIT ${q.limit ?? 200} OFFSET ${q.offset ?? 0}`,
      params,
    ),
  ]);
  return {
    count: count.rows[0]!.n,
    results: page.rows.map((r) => ({
      ...toBanner(r, today),
      owner: { id: r.owner_id, name: r.owner_name, mobile: r.owner_mobile },
    })),
  };
}

/**
 * The pool's customers' banners running today: those targeted at `city` as one entry, then the
 * all-India ones as another (each entry's assets rotate in the carousel). Empty when none run.
 */
export async function runningBanners(ctx: AppContext, city: string) {
  const today = indiaDay(ctx.now());
  const { rows } = await ctx.db.query<{
    id: number;
    city: string;
    image: BannerRow['image'];
    link: string;
    title: string;
  }>(
    `SELECT b.id::int AS id, b.city, b.image, b.link, b.title
       FROM promo_banners b
      WHERE b.review = 'approved' AND b.stopped_on IS NULL AND b.start_date <= $1 AND b.end_date >= $1
        AND (b.city = '' OR lower(b.city) = lower($2))
      ORDER BY b.id DESC LIMIT 40`,
    [today, city],
  );
  const asset = (r: (typeof rows)[number]) => ({
    image: r.image.wide,
    image_small: r.image.narrow,
    link: r.link,
    title: r.title,
  });
  const local = rows.filter((r) => r.city !== '');
  const everywhere = rows.filter((r) => r.city === '');
  return [local, everywhere]
    .filter((group) => group.length)
    .map((group) => ({ id: group[0]!.id, assets: group.map(asset) }));
}

/** A house banner's image path (`/api/banner-pool/house/{name}.svg`). */
const HOUSE_IMAGE = /^(\/api\/banner-pool\/house\/[a-z-]+)\.svg$/;

/** The active banners of a pool, oldest or newest first, with absolute image addresses. */
export async function bannerPool(ctx: AppContext, poolType: string, order: 'oldest' | 'newest', limit: number) {
  const { rows } = await ctx.db.query<{ id: number; assets: { image: string; link: string; title: string }[] }>(
    `SELECT b.id::int AS id,
          coalesce((SELECT json_agg(json_build_object('image', x.image, 'link', x.link, 'title', x.title) ORDER BY x.position, x.id)
                      FROM banner_assets x WHERE x.banner_id = b.id), '[]'::json) AS assets
     FROM banners b
    WHERE b.pool_type = $1 AND b.status = 'active'
    ORDER BY b.created_on ${order === 'newest' ? 'DESC' : 'ASC'}, b.id DESC
    LIMIT ${limit}`,
    [poolType],
  );
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  return rows.map((r) => ({
    id: r.id,
    assets: r.assets.map((a) => ({
      ...a,
      image: a.image.startsWith('/') ? base + a.image : a.image,
      // a house banner has a phone drawing with larger text (house.ts)
      ...(HOUSE_IMAGE.test(a.image) ? { image_small: base + a.image.replace(HOUSE_IMAGE, '$1-small.svg') } : {}),
    })),
  }));
}
