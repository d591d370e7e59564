import type { AppContext } from '../../context';
import { getFresh, putFresh } from '../../http/freshCache';
import { catalogueVersion } from '../ads/version';
import type { Built } from './filters';

/**
 * A search's count is remembered for 30 s (whatever the sort or page), so Load More and another
 * sort skip counting. An exact count holds only while this process writes nothing to the
 * catalogue; "more than the cap" holds through writes, which move a count by one each.
 */
const COUNT_MEMO_MS = 30_000;

/** What the memo knows of a search's count, as of one look, and how to remember a new count. */
export interface KnownCount {
  /** The count, when it was exact and taken at the catalogue's current version. */
  exact: number | undefined;
  /** What is known for sure: at least this many match (more than this, for a capped count). */
  floor: number | undefined;
  /** Remember a first pass's count (`cap + 1`: more than `cap`), as of the look. */
  remember(total: number, cap: number): void;
}

/** Look up a search's count; the key is its conditions and values, without the request's time. */
export function recallCount(ctx: AppContext, b: Built): KnownCount {
  const key = `${[...b.scope, ...b.filters].join(' AND ')} ${b.featured} ${JSON.stringify(b.params.slice(1))}`;
  const memo = ctx.state.counts;
  const v = catalogueVersion(ctx);
  const now = ctx.now().getTime();
  const fresh = getFresh(memo, key, now, COUNT_MEMO_MS);
  const exact = fresh && fresh.total <= fresh.cap && fresh.v === v ? fresh.total : undefined;
  return {
    exact,
    floor: fresh && fresh.total > fresh.cap ? fresh.cap + 1 : exact,
    remember: (total, cap) => putFresh(memo, key, { at: now, v, total, cap }, COUNT_MEMO_MS, 5000),
  };
}
