import type { AppContext } from '../../context';
import { normaliseSearch } from './text';

const FLUSH_AFTER_MS = 5000;

/**
 * Count a search that found something, for suggestions ranked by popularity. Counted in memory
 * and written in one statement every few seconds, so searching never waits on a write.
 */
export async function recordSearch(ctx: AppContext, raw: string, categoryId: number | null) {
  const word = normaliseSearch(raw);
  if (word.length < 2 || word.length > 60) return;
  const p = ctx.state.searchWords;
  const w = p.words.get(word) ?? { hits: 0, categoryId: null, last: ctx.now() };
  w.hits += 1;
  w.categoryId = categoryId ?? w.categoryId;
  w.last = ctx.now();
  p.words.set(word, w);
  if (performance.now() - p.since > FLUSH_AFTER_MS || p.words.size > 500) await flushSearchWords(ctx);
}

/** Write the counted searches (suggestions call this first, and the server on close). */
export async function flushSearchWords(ctx: AppContext): Promise<void> {
  const p = ctx.state.searchWords;
  if (!p.words.size) return;
  const entries = [...p.words.entries()];
  ctx.state.searchWords = { since: performance.now(), words: new Map() };
  await ctx.db.query(
    `INSERT INTO search_words (word, category_id, hits, last_searched)
     SELECT w, c, h, l FROM unnest($1::text[], $2::int[], $3::int[], $4::timestamptz[]) AS u(w, c, h, l)
     ON CONFLICT (word) DO UPDATE SET hits = search_words.hits + EXCLUDED.hits,
       last_searched = greatest(search_words.last_searched, EXCLUDED.last_searched),
       category_id = coalesce(EXCLUDED.category_id, search_words.category_id)`,
    [
      entries.map(([w]) => w),
      entries.map(([, v]) => v.categoryId),
      entries.map(([, v]) => v.hits),
      entries.map(([, v]) => v.last),
    ],
  );
}
