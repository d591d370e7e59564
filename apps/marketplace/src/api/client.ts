import { currentLanguage } from '@haat/ui/text';
import { clearStorage, readStorage } from '../state/storage';

/** Query values; `undefined`, `null` and `''` are left out of the URL. */
export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData and Blob are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Aborts the request; `useApi` passes one that fires on unmount. */
  signal?: AbortSignal;
  /** Statuses the caller handles itself (a 404 meaning "not a category", a reset token's 401): no side effects. */
  expected?: readonly number[];
  /** Read a successful answer as a Blob (a file to save) instead of JSON. */
  as?: 'json' | 'blob';
}

/** What every call of the api/ modules takes besides its own arguments. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'expected'>;

/** A list call: with `next` (a page's link) it asks for the page after that one instead of the first. */
export interface PageOptions extends CallOptions {
  next?: string | null;
}

/** A `next` link is called on the API origin the client uses, whatever host the server wrote into it. */
export function nextPath(next: string): string {
  try {
    const u = new URL(next);
    return u.pathname + u.search;
  } catch {
    return next;
  }
}

/**
 * A failed call. `fields` holds each field's first message for a 400 (spec section 8:
 * "each field error is reduced to its first message"); `detail` the server's text otherwise.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly fields: Record<string, string>,
    readonly detail?: string,
    /** The answer's body as sent (a 402's shortfall, say). */
    readonly data?: unknown,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/**
 * What the server said of a refused request, for the person who made it: its `detail`, else its
 * first field message; anything else (offline, a bug) is `fallback`, the screen's own words.
 */
export function serverWords(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  return err.detail ?? Object.values(err.fields)[0] ?? fallback;
}

/** True for a request cancelled through its AbortSignal (a component unmounted): never shown. */
export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

export interface ClientHooks {
  /** Called after a 401 has cleared all storage: the app drops its signed-in state. */
  onSessionEnd?: () => void;
  /** A non-blocking message for 404, 405 and 5xx answers. */
  notify?: (message: string) => void;
  /** Where failures are logged. @default console */
  logger?: Pick<Console, 'error'>;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The toast text for the statuses that are only logged and toasted (404, 405, 5xx). */
export const NOTIFY_MESSAGES = {
  404: 'That could not be found. It may have been removed.',
  405: 'That action is not allowed here.',
  500: 'Something went wrong on our side. Please try again.',
  offline: 'Could not reach Haat. Check your connection and try again.',
} as const;

/** `{ field: ['first', 'second'] }` → `{ field: 'first' }`; a `detail` string is kept as `detail`. */
function firstMessages(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!body || typeof body !== 'object') return out;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(value) && value.length) out[key] = String(value[0]);
    else if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** The base every relative path is joined to: storage key `domain`, or the page's own origin. */
function apiBase(): string {
  const domain = readStorage('domain');
  return domain ? domain.replace(/\/+$/, '') : '';
}

function buildUrl(path: string, query?: Query): string {
  // A `next` link from a list answer is already absolute: Load More calls it as it is.
  const absolute = /^https?:\/\//i.test(path);
  let url = absolute ? path : `${apiBase()}${path.startsWith('/') ? '' : '/'}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined || v === null || v === '') continue;
      params.set(k, String(v));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function hasHeader(headers: Record<string, string>, name: string) {
  return Object.keys(headers).some((k) => k.toLowerCase() === name.toLowerCase());
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The one fetch client of the app. Every call goes through `request`. */
export function createApiClient(hooks: ClientHooks = {}) {
  const logger = hooks.logger ?? console;
  const sessionListeners = new Set<() => void>();

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    // The API answers in the page's language (its field errors, category names): Accept-Language.
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': currentLanguage().locale === 'hi-IN' ? 'hi' : 'en',
      ...opts.headers,
    };
    const token = readStorage('token');
    if (token && !hasHeader(headers, 'authorization')) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData || opts.body instanceof Blob || typeof opts.body === 'string') {
      body = opts.body;
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
    }
    const url = buildUrl(path, opts.query);
    const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
    let res: Response;
    try {
      res = await (hooks.fetch ?? globalThis.fetch)(url, { method, headers, body, signal: opts.signal });
    } catch (err) {
      if (isAbort(err)) throw err;
      logger.error(`${method} ${url} failed`, err);
      hooks.notify?.(NOTIFY_MESSAGES.offline);
      throw new ApiError(0, {}, NOTIFY_MESSAGES.offline);
    }
    if (res.ok && opts.as === 'blob') return (await res.blob()) as T;
    const data = await readBody(res);
    if (res.ok) return data as T;

    const fields = firstMessages(data);
    const detail = typeof fields.detail === 'string' ? fields.detail : undefined;
    if (opts.expected?.includes(res.status)) {
      // The caller turns this answer into a screen of its own (a reset token's 401 is not the session's).
    } else if (res.status === 401) {
      clearStorage();
      hooks.onSessionEnd?.();
      for (const listener of sessionListeners) listener();
    } else if (res.status === 404 || res.status === 405 || res.status >= 500) {
      logger.error(`${method} ${url} answered ${res.status}`, data);
      hooks.notify?.(
        res.status === 404 ? NOTIFY_MESSAGES[404] : res.status === 405 ? NOTIFY_MESSAGES[405] : NOTIFY_MESSAGES[500],
      );
    }
    // 400 carries field messages; 403 does nothing; the caller decides what to show.
    throw new ApiError(res.status, fields, detail, data);
  }

  return {
    request,
    /** Subscribe to the end of the session by a 401; returns the unsubscribe function. */
    onSessionEnd(listener: () => void): () => void {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    get: <T>(path: string, query?: Query, opts: Omit<RequestOptions, 'query' | 'method'> = {}) =>
      request<T>(path, { ...opts, query, method: 'GET' }),
    post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body' | 'method'> = {}) =>
      request<T>(path, { ...opts, body: body ?? {}, method: 'POST' }),
    put: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body' | 'method'> = {}) =>
      request<T>(path, { ...opts, body: body ?? {}, method: 'PUT' }),
    del: <T>(path: string, opts: Omit<RequestOptions, 'method'> = {}) =>
      request<T>(path, { ...opts, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
