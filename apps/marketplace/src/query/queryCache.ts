import { ApiError, isAbort } from '../api/client';

/**
 * The app's one data cache: answers by key, for route loaders (what a route needs at first paint,
 * loaded before the page renders, on the server and on a navigation alike) and for `useQuery`
 * (what a component loads later). A key is asked once at a time (callers of a key in flight share
 * its request), answers stay fresh for `staleMs`, and a server render's answers travel in the page
 * (`snapshot`) so the browser's first render reads them instead of asking again.
 */

/** A settled answer as it travels in the page: the data, or the error's status and fields. */
export interface CachedValue {
  data?: unknown;
  error?: { status: number; fields: Record<string, string>; detail?: string };
}

interface Entry {
  value?: CachedValue;
  /** When `value` arrived (ms since the epoch). */
  at: number;
  /** The request in flight, shared by every caller of the key. */
  pending?: Promise<CachedValue>;
  controller?: AbortController;
  /** A caller that is not a subscribed reader (a route loader) awaits the request: never abort it. */
  held?: boolean;
}

export type Load<T> = (signal: AbortSignal) => Promise<T>;

/** How long an answer counts as fresh: a loader or a mount within this time asks nothing. */
const STALE_MS = 30_000;
/** The most answers kept; the oldest go first. */
const MAX_ENTRIES = 200;

function plainError(err: unknown): CachedValue['error'] {
  if (err instanceof ApiError) return { status: err.status, fields: err.fields, detail: err.detail };
  return { status: 0, fields: {}, detail: err instanceof Error ? err.message : String(err) };
}

/** An answer's error, back as the callers' error type. */
export function restoreError(error: CachedValue['error']): ApiError | undefined {
  return error ? new ApiError(error.status, error.fields, error.detail) : undefined;
}

export class QueryCache {
  readonly #entries = new Map<string, Entry>();
  readonly #listeners = new Map<string, Set<() => void>>();
  readonly #now: () => number;

  constructor(initial: Record<string, CachedValue> = {}, now: () => number = Date.now) {
    this.#now = now;
    for (const [key, value] of Object.entries(initial)) this.#entries.set(key, { value, at: now() });
  }

  /** The settled answer of `key`, fresh or not; undefined while none has arrived. */
  get(key: string): CachedValue | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Whether `key` has an answer younger than `staleMs`. */
  isFresh(key: string, staleMs = STALE_MS): boolean {
    const entry = this.#entries.get(key);
    return entry?.value !== undefined && this.#now() - entry.at < staleMs;
  }

  /**
   * The answer of `key`: the fresh one there is, the request already in flight, or a new request
   * (`force` asks again whatever there is). Never rejects: an error is part of the answer. A
   * `reader` (`useQuery`) shows its interest by subscribing, so its request may be abandoned when
   * its readers go; any other caller awaits the answer, so the request runs to its end.
   */
  fetch<T>(
    key: string,
    load: Load<T>,
    { force = false, staleMs = STALE_MS, reader = false } = {},
  ): Promise<CachedValue> {
    const entry = this.#entries.get(key) ?? { at: 0 };
    if (entry.pending) {
      if (!reader) entry.held = true;
      return entry.pending;
    }
    if (!force && entry.value && this.#now() - entry.at < staleMs) return Promise.resolve(entry.value);
    const controller = new AbortController();
    const pending = load(controller.signal).then(
      (data): CachedValue => ({ data }),
      (err: unknown): CachedValue =>
        isAbort(err) ? { error: { status: 0, fields: {}, detail: 'aborted' } } : { error: plainError(err) },
    );
    const next: Entry = { ...entry, pending, controller, held: !reader };
    this.#entries.set(key, next);
    return pending.then((value) => {
      if (this.#entries.get(key) !== next) return value;
      if (controller.signal.aborted) {
        // Nobody wanted it any more: leave what was there before.
        this.#entries.set(key, { value: entry.value, at: entry.at });
        return value;
      }
      this.#entries.delete(key); // re-inserted last: the map's order is the eviction order
      this.#entries.set(key, { value, at: this.#now() });
      this.#evict();
      this.#emit(key);
      return value;
    });
  }

  /** Put an answer in (after a change the caller made, say) and tell the key's readers. */
  set(key: string, data: unknown): void {
    this.#entries.set(key, { value: { data }, at: this.#now() });
    this.#emit(key);
  }

  /** Drop answers whose key starts with `prefix`: the next reader asks again. */
  invalidate(prefix: string): void {
    for (const key of [...this.#entries.keys()]) {
      if (!key.startsWith(prefix)) continue;
      const entry = this.#entries.get(key)!;
      if (entry.value) this.#entries.set(key, { ...entry, at: 0 });
      this.#emit(key);
    }
  }

  /** Forget answers whose key starts with `prefix` (one account's data when it signs out). */
  forget(prefix: string): void {
    for (const [key, entry] of [...this.#entries]) {
      if (!key.startsWith(prefix)) continue;
      entry.controller?.abort();
      this.#entries.delete(key);
      this.#emit(key);
    }
  }

  /**
   * Abort the request of `key` in flight, when its last reader has gone before it answered and no
   * other caller (a route loader) is waiting for it.
   */
  abandon(key: string): void {
    if (this.#listeners.get(key)?.size) return;
    const entry = this.#entries.get(key);
    if (entry?.held) return;
    entry?.controller?.abort();
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.#listeners.get(key);
    if (!set) this.#listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.#listeners.delete(key);
    };
  }

  /** Keys somebody is reading now (revalidation on focus asks these again). */
  watchedKeys(): string[] {
    return [...this.#listeners.keys()];
  }

  /** The settled answers, for the page a server renders. */
  snapshot(): Record<string, CachedValue> {
    const out: Record<string, CachedValue> = {};
    for (const [key, entry] of this.#entries) if (entry.value) out[key] = entry.value;
    return out;
  }

  #emit(key: string) {
    for (const listener of this.#listeners.get(key) ?? []) listener();
  }

  #evict() {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES) return;
      if (!this.#listeners.has(key) && !this.#entries.get(key)!.pending) this.#entries.delete(key);
    }
  }
}
