import type { Ad, Sort } from '@haat/contract';
import type { AppContext } from '../../context';
import { toAd } from '../ads/mapper';
import type { Page } from '../../http/paging';
import { recallCount } from './countMemo';
import { build, type Built } from './filters';
import type { Filter } from './params';
import { firstPass, readPage } from './read';
import { recordSearch } from './searchWords';

/** The walk of a big search reads up to this many ads per counted one (5,000 for the default cap). */
const WALK_PER_CAP = 5;

export interface SearchResult {
  /** Exact, or `cap` when `capped`. */
  count: number;
  /** More than `count` ads match. */
  capped: boolean;
  results: Ad[];
  /** The search counted in, if any (for counting searches). */
  categoryId: number | null;
}

async function find(ctx: AppContext, b: Built, sort: Sort, page: Page) {
  const cap = Math.max(ctx.config.SEARCH_COUNT_CAP, page.offset + page.limit);
  const known = recallCount(ctx, b);
  const { exact, floor } = known;
  if (exact !== undefined && exact <= cap) {
    // Nothing to read when the count says the page is past the end (or nothing matches).
    const rows = page.offset >= exact ? [] : await readPage(ctx, b, sort, page, null);
    return { count: exact, capped: false, rows };
  }
  if (floor === undefined || floor <= cap) {
    const first = await firstPass(ctx, b, sort, page, cap);
    known.remember(first.total, cap);
    if (first.total <= cap) return { count: first.total, capped: false, rows: first.rows };
  }
  return { count: cap, capped: true, rows: await readPage(ctx, b, sort, page, WALK_PER_CAP * cap) };
}

/**
 * One page of a search: live ads matching every filter, featured ones (still within
 * featured_until) first, then in the order asked. Counts are exact up to SEARCH_COUNT_CAP and
 * reported as capped past it, so no search reads more than a bounded number of ads. A word search
 * that finds nothing falls back to ads with any of its words when each word is one the vocabulary
 * knows, and otherwise to trigram similarity on titles (among ads with a word it knows, if any).
 */
export async function search(ctx: AppContext, f: Filter, sort: Sort, page: Page): Promise<SearchResult> {
  const now = ctx.now();
  let b = await build(ctx, f, now, 'all');
  let found = await find(ctx, b, sort, page);
  if (found.count === 0 && (f.search?.trim().length ?? 0) >= 3) {
    b = await build(ctx, f, now, b.widen);
    found = await find(ctx, b, sort, page);
  }
  if (f.search?.trim() && page.offset === 0 && found.count > 0) await recordSearch(ctx, f.search, b.categoryId);
  return {
    count: found.count,
    capped: found.capped,
    results: found.rows.map((r) => toAd(r, now)),
    categoryId: b.categoryId,
  };
}
