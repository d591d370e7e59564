/** The answer under `key` if it was put less than `ttlMs` before `now` (and not in its future). */
export function getFresh<V extends { at: number }>(
  cache: Map<string, V>,
  key: string,
  now: number,
  ttlMs: number,
): V | undefined {
  const hit = cache.get(key);
  return hit && now >= hit.at && now - hit.at < ttlMs ? hit : undefined;
}

/**
 * Put an answer into a Map used as a short-lived cache. Entries older than `ttlMs` are dropped
 * from the front (a Map keeps insertion order and every put moves its key to the end), and past
 * `max` entries the oldest go too: the cache holds about `ttlMs` worth of answers, not `max`.
 */
export function putFresh<V extends { at: number }>(
  cache: Map<string, V>,
  key: string,
  value: V,
  ttlMs: number,
  max: number,
): void {
  cache.delete(key);
  for (const [k, old] of cache) {
    if (value.at - old.at < ttlMs && cache.size < max) break;
    cache.delete(k);
  }
  cache.set(key, value);
}
