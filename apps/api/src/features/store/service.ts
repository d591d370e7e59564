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

/** A seller's public page: name, member since, and a page of their live ads (featured first, newest first). */
export async function storeOf(ctx: AppContext, userId: number, page: Page) {
  const now = ctx.now();
  const seller = await ctx.db.query<{ id: number; name: string; created_on: Date }>(
    'SELECT id::int AS id, name, created_on FROM users WHERE id = $1 AND is_active',
    [userId],
  );
  const s = seller.rows[0];
  if (!s) throw notFound(storeText.noSeller);
  const live = `a.owner_id = $1 AND a.status = 'active' AND a.expires_at > $2`;
  const count = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ads a WHERE ${live}`, [userId, now]))
    .rows[0]!.n;
  const rows = await queryAds(
    ctx.db,
    `SELECT ${AD_SELECT_LIST} FROM ads a ${AD_JOINS} WHERE ${live}
      ORDER BY (a.featured AND coalesce(a.featured_until > $2, false)) DESC, a.created_on DESC, a.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`,
    [userId, now],
  );
  return {
    seller: {
      id: s.id,
      name: s.name,
      member_since: new Date(s.created_on).toISOString(),
      rating: await ratingSummary(ctx.db, s.id),
    },
    count,
    results: rows.map((r) => toAd(r, now)),
  };
}
