import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { Page } from '../../http/paging';
import { AD_JOINS, AD_SELECT_LIST, effectiveStatus, queryAds, toAd, type AdRow } from '../ads/mapper';
import { favoritesText } from './favoritesText';

/** A page of my saved ads (or only `product`, to ask about one), latest saved first, and how many. */
export async function listFavorites(ctx: AppContext, me: number, page: Page, product?: number) {
  const params: unknown[] = [me];
  let only = '';
  if (product !== undefined) {
    params.push(product);
    only = ' AND f.ad_id = $2';
  }
  const from = `FROM favorites f JOIN ads a ON a.id = f.ad_id ${AD_JOINS} WHERE f.user_id = $1 AND a.status NOT IN ('removed', 'pending_review')${only}`;
  const count = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)).rows[0]!.n;
  const rows = await queryAds<{ saved_on: Date }>(
    ctx.db,
    `SELECT ${AD_SELECT_LIST}, f.created_on AS saved_on ${from}
      ORDER BY f.created_on DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  const now = ctx.now();
  return {
    count,
    results: rows.map((r) => ({ ...toAd(r, now), saved_on: new Date(r.saved_on).toISOString() })),
  };
}

/** Save an ad (a 404 unless it is live or sold: a held ad is as good as missing); true when it was not saved before. */
export async function saveFavorite(ctx: AppContext, me: number, product: number): Promise<boolean> {
  // Only whether it can be saved: its status and expiry, not the whole ad.
  const [ad] = (
    await ctx.db.query<Pick<AdRow, 'status' | 'expires_at'>>('SELECT status, expires_at FROM ads WHERE id = $1', [
      product,
    ])
  ).rows;
  const status = ad ? effectiveStatus(ad, ctx.now()) : null;
  if (!ad || status === 'removed' || status === 'expired' || status === 'pending_review') {
    throw notFound(favoritesText.noAd);
  }
  const ins = await ctx.db.query(
    'INSERT INTO favorites (user_id, ad_id, created_on) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [me, product, ctx.now()],
  );
  return Boolean(ins.affectedRows);
}

export async function removeFavorite(ctx: AppContext, me: number, product: number): Promise<void> {
  await ctx.db.query('DELETE FROM favorites WHERE user_id = $1 AND ad_id = $2', [me, product]);
}
