import type { StoreSeller } from '@haat/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { Page } from '../../http/paging';
import { AD_JOINS, AD_SELECT_LIST, queryAds, toAd } from '../ads/mapper';
import { ratingSummary } from '../ratings/service';
import { storeText } from './storeText';

/** A page of the stores: every active seller with live ads, most live ads first, then the longest-standing. */
export async function listStores(ctx: AppContext, page: Page) {
  const now = ctx.now();
  const sellers = `SELECT a.owner_id, count(*)::int AS ads FROM ads a JOIN users u ON u.id = a.owner_id
                    WHERE a.status = 'active' AND a.expires_at > $1 AND u.is_active GROUP BY a.owner_id`;
  const [count, rows] = await Promise.all([
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sellers}) s`, [now]),
    ctx.db.query<{ id: number; name: string; created_on: Date; ads: number }>(
      `SELECT u.id::int AS id, u.name, u.created_on, s.ads FROM (${sellers}) s JOIN users u ON u.id = s.owner_id
        ORDER BY s.ads DESC, u.created_on, u.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      [now],
    ),
  ]);
  return {
    count: count.rows[0]!.n,
    results: rows.rows.map((r) => ({
      id: r.id,
      name: r.name,
      member_since: new Date(r.created_on).toISOString(),
      ads: r.ads,
    })),
  };
}

/** India's offset from UTC: a store shows the day a seller was last active as India's calendar has it. */
const IST_OFFSET_MS = 330 * 60_000;
const istDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

interface ProfileRow {
  id: number;
  name: string;
  created_on: Date;
  email_verified: boolean;
  city: string | null;
  last_used: Date | null;
  ads_live: number;
  ads_sold: number;
  asked: number;
  answered: number;
  median_s: number | null;
}

/**
 * What a store says of its seller, in one statement of indexed lookups: the response figures come from
 * each chat's first question and first answer, kept as messages arrive (chat/service.ts
 * `firstQuestionAndAnswer`), never from the messages themselves.
 * - response rate: of the chats whose buyer first wrote in the last 90 days, the share the seller
 *   answered within 24 hours (a question younger than a day and still unanswered is not counted yet);
 * - typical response time: the median time to that first answer, in minutes;
 * - last active: the day (IST) the seller last used Haat, never the time.
 */
const PROFILE = `SELECT u.id::int AS id, u.name, u.created_on, u.email_verified_at IS NOT NULL AS email_verified,
       (SELECT a.city FROM ads a WHERE a.owner_id = u.id ORDER BY a.created_on DESC LIMIT 1) AS city,
       (SELECT max(s.last_used_at) FROM sessions s WHERE s.user_id = u.id) AS last_used,
       (SELECT count(*) FROM ads a WHERE a.owner_id = u.id AND a.status = 'active' AND a.expires_at > $2)::int AS ads_live,
       (SELECT count(*) FROM ads a WHERE a.owner_id = u.id AND a.status = 'sold')::int AS ads_sold,
       r.asked, r.answered, r.median_s
  FROM users u,
       LATERAL (
         SELECT count(*) FILTER (WHERE c.answered_at IS NOT NULL OR c.asked_at <= $2::timestamptz - interval '24 hours')::int AS asked,
                count(*) FILTER (WHERE c.answered_at <= c.asked_at + interval '24 hours')::int AS answered,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.answered_at - c.asked_at))
                  FILTER (WHERE c.answered_at IS NOT NULL) AS median_s
           FROM chats c
          WHERE c.seller_id = u.id AND c.asked_at > $2::timestamptz - interval '90 days' AND c.asked_at <= $2
       ) r
 WHERE u.id = $1 AND u.is_active`;

/** A store's seller: who they are and how they deal (StoreSellerSchema); null for no active account. */
export async function sellerProfile(ctx: AppContext, userId: number): Promise<StoreSeller | null> {
  const now = ctx.now();
  const row = (await ctx.db.query<ProfileRow>(PROFILE, [userId, now])).rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    member_since: new Date(row.created_on).toISOString(),
    city: row.city,
    // Every account signs up with a one-time password sent to its mobile.
    mobile_verified: true,
    email_verified: row.email_verified,
    response_rate: row.asked > 0 ? Math.round((100 * row.answered) / row.asked) / 100 : null,
    response_minutes: row.median_s === null ? null : Math.max(1, Math.round(Number(row.median_s) / 60)),
    last_active_day: istDay(row.last_used ? new Date(row.last_used) : new Date(row.created_on)),
    ads_live: row.ads_live,
    ads_sold: row.ads_sold,
  };
}

/** A seller's public page: who they are and how they deal, and a page of their live ads (featured first, newest first). */
export async function storeOf(ctx: AppContext, userId: number, page: Page) {
  const now = ctx.now();
  const seller = await sellerProfile(ctx, userId);
  if (!seller) throw notFound(storeText.noSeller);
  const rows = await queryAds(
    ctx.db,
    `SELECT ${AD_SELECT_LIST} FROM ads a ${AD_JOINS} WHERE a.owner_id = $1 AND a.status = 'active' AND a.expires_at > $2
      ORDER BY (a.featured AND coalesce(a.featured_until > $2, false)) DESC, a.created_on DESC, a.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`,
    [userId, now],
  );
  // ads_live counts exactly the ads this lists
  return {
    seller: { ...seller, rating: await ratingSummary(ctx.db, seller.id) },
    count: seller.ads_live,
    results: rows.map((r) => toAd(r, now)),
  };
}
