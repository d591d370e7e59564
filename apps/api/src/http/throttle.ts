import type { AppContext } from '../context';

/** At most `limit` (hits, or their weights: bytes) of `key` within any `windowMs`. */
export interface Rule {
  key: string;
  windowMs: number;
  limit: number;
  /** What this hit uses of the allowance (the rules of one key share it). @default 1 */
  weight?: number;
}

/** A hit that was counted, and how to take it back (an SMS that could not be sent). */
export interface Taken {
  /** Seconds to wait when refused (Infinity: larger than the whole allowance); 0 when counted. */
  wait: number;
  refund(): Promise<void>;
}

/** Hits older than this are of no rule's window any more. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * One atomic step for every limit: in one transaction, lock the rules' keys (advisory locks, in
 * one order, so two requests never wait on each other in a circle), count each key's hits in each
 * window and, when every rule allows it, record one hit per key. Parallel requests, and API
 * processes sharing one PostgreSQL server, take turns on a key instead of all reading the same
 * count. A refused request records nothing. The wait is until enough old hits leave the window.
 */
export async function take(ctx: AppContext, rules: Rule[]): Promise<Taken> {
  const now = ctx.now();
  const keys = [...new Set(rules.map((r) => r.key))].sort();
  const longest = Math.max(...rules.map((r) => r.windowMs));
  const { wait, ids } = await ctx.db.transaction(async (tx) => {
    for (const key of keys) await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    const { rows } = await tx.query<{ key: string; at: Date; weight: string }>(
      `SELECT key, at, weight FROM throttle_hits WHERE key = ANY($1::text[]) AND at > $2 ORDER BY at DESC, id DESC`,
      [keys, new Date(now.getTime() - longest)],
    );
    let seconds = 0;
    for (const rule of rules) {
      const weight = rule.weight ?? 1;
      if (weight > rule.limit) return { wait: Infinity, ids: [] };
      const since = now.getTime() - rule.windowMs;
      // Newest first: the first hit past which the allowance is used up has to leave the window.
      let used = weight;
      for (const r of rows) {
        const at = new Date(r.at).getTime();
        if (r.key !== rule.key || at <= since) continue;
        used += Number(r.weight);
        if (used > rule.limit) {
          seconds = Math.max(seconds, (at + rule.windowMs - now.getTime()) / 1000);
          break;
        }
      }
    }
    if (seconds > 0) return { wait: seconds, ids: [] };
    const weightOf = (key: string) => rules.find((r) => r.key === key)?.weight ?? 1;
    const added = await tx.query<{ id: string }>(
      `INSERT INTO throttle_hits (key, at, weight) SELECT k, $2, w FROM unnest($1::text[], $3::bigint[]) AS u(k, w)
       RETURNING id::text AS id`,
      [keys, now, keys.map(weightOf)],
    );
    return { wait: 0, ids: added.rows.map((r) => r.id) };
  });
  await sweep(ctx, now);
  return {
    wait,
    refund: async () => {
      if (ids.length) await ctx.db.query('DELETE FROM throttle_hits WHERE id = ANY($1::bigint[])', [ids]);
    },
  };
}

/** Forget every hit of `key` (a successful login clears its failures). */
export async function forget(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.query('DELETE FROM throttle_hits WHERE key = $1', [key]);
}

/** Drop hits older than any window, at most once an hour per process. */
async function sweep(ctx: AppContext, now: Date): Promise<void> {
  if (now.getTime() - ctx.state.throttleSweptAt < 60 * 60 * 1000) return;
  ctx.state.throttleSweptAt = now.getTime();
  await ctx.db.query('DELETE FROM throttle_hits WHERE at < $1', [new Date(now.getTime() - KEEP_MS)]);
}
