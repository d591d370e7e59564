import type { FeatureInput, Featured, Notification } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { bumpCatalogue } from '../ads/version';
import { addNotification, NOTIFICATION_SELECT, pushNotification, toNotification } from '../notifications/service';
import { cashbackPaise, plansFrom } from '../plans/plans';
import { moveMoney, pushBalance, rupees } from '../wallet/ledger';
import { balanceOf } from '../wallet/service';
import { featuredText } from './featuredText';
import { inEachLang, say } from '../../http/language';
import { ledgerText } from '../wallet/ledgerText';
import { planTitle } from '../plans/plans';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the wallet lives in the app. */
const WALLET_PATH = '/my-account/#wallet';

interface FeatureRow {
  ad_id: number;
  plan_id: string;
  price_paise: string | number;
  featured_until: Date;
  cashback_percent: number;
  cashback_until: Date;
}

const FEATURE_SELECT = 'ad_id::int AS ad_id, plan_id, price_paise, featured_until, cashback_percent, cashback_until';

function toFeatured(r: FeatureRow, balance: number): Featured {
  return {
    ad: r.ad_id,
    plan: r.plan_id,
    price_paise: Number(r.price_paise),
    featured_until: new Date(r.featured_until).toISOString(),
    cashback_percent: r.cashback_percent,
    cashback_paise: cashbackPaise(Number(r.price_paise), r.cashback_percent),
    cashback_until: new Date(r.cashback_until).toISOString(),
    balance_paise: balance,
  };
}

/**
 * Make the owner's live ad featured: in one transaction the ad is locked, the plan's price is
 * debited (402 when the wallet is short), the purchase is recorded and `featured_until` moves on.
 * Featuring a featured ad extends it from its current end. The same idempotency key again answers
 * the first purchase and charges nothing.
 */
export async function featureAd(ctx: AppContext, user: AuthUser, adId: number, input: FeatureInput): Promise<Featured> {
  const plan = plansFrom(ctx.config).find((p) => p.id === input.plan);
  if (!plan) throw badRequest({ plan: [featuredText.choosePlan] });
  const result = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const earlier = await tx.query<FeatureRow>(
      `SELECT ${FEATURE_SELECT} FROM ad_features WHERE user_id = $1 AND idempotency_key = $2`,
      [user.id, input.idempotency_key],
    );
    if (earlier.rows[0]) return { row: earlier.rows[0], balance: null, fresh: false };
    const ads = await tx.query<{
      owner_id: number;
      status: string;
      title: string;
      expires_at: Date;
      featured: boolean;
      featured_until: Date | null;
    }>(
      `SELECT owner_id::int AS owner_id, status, title, expires_at, featured, featured_until
         FROM ads WHERE id = $1 FOR UPDATE`,
      [adId],
    );
    const ad = ads.rows[0];
    if (!ad || ad.status === 'removed') throw notFound();
    if (ad.owner_id !== user.id) throw forbidden(featuredText.otherAccount);
    if (ad.status !== 'active' || new Date(ad.expires_at) <= now) {
      throw badRequest({ non_field_errors: [featuredText.onlyLive] });
    }
    const currentEnd =
      ad.featured && ad.featured_until && new Date(ad.featured_until) > now ? new Date(ad.featured_until) : now;
    const until = new Date(currentEnd.getTime() + plan.days * DAY_MS);
    let balance: number | null = null;
    if (plan.price_paise > 0) {
      const moved = await moveMoney(tx, now, {
        userId: user.id,
        kind: 'feature',
        amountPaise: -plan.price_paise,
        reference: `ad:${adId}`,
        description: say(ledgerText.featured, { plan: planTitle(plan), title: ad.title }),
        link: `/view/${adId}/`,
        idempotencyKey: `feature:${input.idempotency_key}`,
      });
      balance = moved.transaction.balance_after_paise;
    }
    const { rows } = await tx.query<FeatureRow>(
      `INSERT INTO ad_features (ad_id, user_id, plan_id, price_paise, cashback_percent, featured_until, cashback_until,
                                idempotency_key, created_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${FEATURE_SELECT}`,
      [
        adId,
        user.id,
        plan.id,
        plan.price_paise,
        plan.cashback_percent,
        until,
        new Date(now.getTime() + plan.cashback_days * DAY_MS),
        input.idempotency_key,
        now,
      ],
    );
    // A paid featured period is never cut short by the ad's own expiry.
    await tx.query(
      `UPDATE ads SET featured = true, featured_until = $2, expires_at = greatest(expires_at, $2) WHERE id = $1`,
      [adId, until],
    );
    return { row: rows[0]!, balance, fresh: true };
  });
  // A new featuring changes listings whatever it cost; a free plan moves no money to announce.
  if (result.fresh) bumpCatalogue(ctx);
  if (result.balance !== null) await pushBalance(ctx, user.id, result.balance);
  return toFeatured(result.row, result.balance ?? (await balanceOf(ctx, user.id)));
}

/**
 * Mark an ad sold in the caller's transaction and pay the cashback of every featuring of it whose
 * window is still open, once each: `cashback_paid_on` is set in the same statement that picks the
 * purchases, and the ledger's key `cashback:{feature}` guards it again, so selling it again never
 * pays twice. Answers what to tell the owner after the commit.
 */
async function sellInTx(
  ctx: AppContext,
  tx: Queryable,
  adId: number,
  soldTo: number | null,
): Promise<{ userId: number; balance: number; notifications: Notification[] } | null> {
  const now = ctx.now();
  const sold = await tx.query<{ title: string }>(
    `UPDATE ads SET status = 'sold', updated_on = $2, sold_to_id = $3 WHERE id = $1 RETURNING title`,
    [adId, now, soldTo],
  );
  const title = sold.rows[0]?.title ?? '';
  const due = await tx.query<{ id: number; user_id: number; price_paise: string | number; cashback_percent: number }>(
    `UPDATE ad_features SET cashback_paid_on = $2
      WHERE ad_id = $1 AND cashback_paid_on IS NULL AND cashback_until > $2 AND cashback_percent > 0
      RETURNING id::int AS id, user_id::int AS user_id, price_paise, cashback_percent`,
    [adId, now],
  );
  const notifications: Notification[] = [];
  let last: { userId: number; balance: number } | null = null;
  for (const f of due.rows.sort((a, b) => a.id - b.id)) {
    const amount = cashbackPaise(Number(f.price_paise), f.cashback_percent);
    if (amount <= 0) continue;
    const moved = await moveMoney(tx, now, {
      userId: f.user_id,
      kind: 'cashback',
      amountPaise: amount,
      reference: `feature:${f.id}`,
      description: say(ledgerText.cashback, { title }),
      link: `/view/${adId}/`,
      idempotencyKey: `cashback:${f.id}`,
    });
    const note = await addNotification(ctx, tx, f.user_id, {
      kind: 'cashback',
      text: () => say(featuredText.cashback, { amount: rupees(amount), title }),
      link: WALLET_PATH,
    });
    if (note) notifications.push(note);
    last = { userId: f.user_id, balance: moved.transaction.balance_after_paise };
  }
  return last && { ...last, notifications };
}

/**
 * The owner marks the ad sold, to one of the buyers who chatted about it or to no one named: the
 * status, the buyer and any cashback commit together, then the tabs hear.
 */
export async function sellAd(ctx: AppContext, adId: number, soldTo: number | null = null): Promise<void> {
  const paid = await ctx.db.transaction((tx) => sellInTx(ctx, tx, adId, soldTo));
  bumpCatalogue(ctx);
  if (!paid) return;
  await pushBalance(ctx, paid.userId, paid.balance);
  for (const n of paid.notifications) await pushNotification(ctx, paid.userId, n);
}

/**
 * "Featuring ended", once per ad and end time, for ads whose featuring ended in the last day
 * (looked for once an hour). Ranking needs no job: search compares featured_until with now.
 */
export async function notifyFeaturingEnded(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const { rows } = await ctx.db.query<Parameters<typeof toNotification>[0] & { user_id: number }>(
    `INSERT INTO notifications (user_id, kind, text, link, dedupe_key, created_on)
     SELECT a.owner_id, 'featured_ended', format(CASE o.lang WHEN 'hi' THEN $4 ELSE $3 END, a.title),
            '/make-featured/' || a.id || '/',
            'featured_ended:' || a.id || ':' || floor(extract(epoch FROM a.featured_until))::bigint, $1
       FROM ads a JOIN users o ON o.id = a.owner_id
      WHERE a.featured AND a.status = 'active' AND a.featured_until <= $1 AND a.featured_until > $2
        AND NOT EXISTS (
          SELECT 1 FROM notifications n
           WHERE n.user_id = a.owner_id
             AND n.dedupe_key = 'featured_ended:' || a.id || ':' || floor(extract(epoch FROM a.featured_until))::bigint)
     ON CONFLICT (user_id, dedupe_key) WHERE status = 'unread' AND dedupe_key IS NOT NULL DO NOTHING
     RETURNING user_id::int AS user_id, ${NOTIFICATION_SELECT}`,
    [now, new Date(now.getTime() - DAY_MS), ...inEachLang(() => say(featuredText.ended, { title: '%s' }))],
  );
  for (const r of rows) await pushNotification(ctx, r.user_id, toNotification(r));
  return rows.length;
}
