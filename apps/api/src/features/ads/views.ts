import type { AppContext } from '../../context';

/**
 * Ad views, counted in memory and written in one statement a second: a popular ad page costs a
 * read per visit, not a write. `add` returns the views to show (stored + not yet written).
 */
const VIEWS_FLUSH_MS = 1000;

export async function addView(ctx: AppContext, adId: number, stored: number): Promise<number> {
  const p = ctx.state.views;
  const n = (p.counts.get(adId) ?? 0) + 1;
  p.counts.set(adId, n);
  const shown = stored + n;
  if (ctx.now().getTime() - p.since >= VIEWS_FLUSH_MS || p.counts.size > 1000) await flushViews(ctx);
  return shown;
}

/** The views not yet written for an ad (added to what the database says). */
export function pendingViews(ctx: AppContext, adId: number): number {
  return ctx.state.views.counts.get(adId) ?? 0;
}

export async function flushViews(ctx: AppContext): Promise<void> {
  const p = ctx.state.views;
  if (!p.counts.size) return;
  const entries = [...p.counts.entries()];
  ctx.state.views = { since: ctx.now().getTime(), counts: new Map() };
  await ctx.db.query(
    // An ad deleted since its view was counted is skipped (ON DELETE CASCADE took its row already).
    `INSERT INTO ad_views (ad_id, views)
     SELECT u.id, u.n FROM unnest($1::bigint[], $2::int[]) AS u(id, n) WHERE EXISTS (SELECT 1 FROM ads WHERE ads.id = u.id)
     ON CONFLICT (ad_id) DO UPDATE SET views = ad_views.views + EXCLUDED.views`,
    [entries.map(([id]) => id), entries.map(([, n]) => n)],
  );
}
