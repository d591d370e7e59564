/** The browser-storage keys the app uses, typed once (spec section 3: token, user, location, domain). */
export interface StoredLocation {
  name: string;
  state?: string;
  city?: string;
  area?: string;
  lat?: number;
  lng?: number;
}

export interface StoredUser {
  id?: number;
  name: string;
  mobile: string;
  wallet?: number | string;
  user_type?: string;
  /** False for an account without a password (made by an admin tool); absent in older sessions. */
  has_password?: boolean;
}

interface StorageShape {
  /** The bearer token, as a plain string. */
  token: string;
  /** The signed-in user, as JSON. */
  user: StoredUser;
  /** The chosen location, as JSON; absent means all of India. */
  location: StoredLocation;
  /** The API origin, e.g. `https://api.example.in`; absent means the page's own origin. */
  domain: string;
}

export type StorageKey = keyof StorageShape;
const JSON_KEYS: ReadonlySet<StorageKey> = new Set(['user', 'location']);

/** The browser storage, or undefined where it is disabled. */
export function backing(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): the app still works, without memory
  }
}

/** Read a key; JSON keys are parsed, and a corrupt value reads as absent. */
export function readStorage<K extends StorageKey>(key: K): StorageShape[K] | undefined {
  const raw = backing()?.getItem(key);
  if (raw == null || raw === '') return undefined;
  if (!JSON_KEYS.has(key)) return raw as StorageShape[K];
  try {
    return JSON.parse(raw) as StorageShape[K];
  } catch {
    return undefined;
  }
}

/**
 * Two keys are mirrored in cookies the server reads when it renders a page (apps/api's render.ts):
 * the chosen location (`haat_location`), so the page is for the place the browser will show, and
 * that there is a session (`haat_session=1`, never the token), so the header keeps the account's
 * place instead of offering LOGIN. A year's cookie, or none when `value` is undefined.
 */
const LOCATION_COOKIE = 'haat_location';
const SESSION_COOKIE = 'haat_session';

/** A year's cookie for the whole site (the server reads it), or none when `value` is undefined. */
export function writeCookie(name: string, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === undefined
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** A session stored before the session cookie existed gets it now; a cookie without one goes. */
export function syncSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const has = document.cookie.split(/;\s*/).includes(`${SESSION_COOKIE}=1`);
  if (has !== Boolean(readStorage('token'))) writeCookie(SESSION_COOKIE, has ? undefined : '1');
}

export function writeStorage<K extends StorageKey>(key: K, value: StorageShape[K] | undefined): void {
  if (key === 'location') writeCookie(LOCATION_COOKIE, value === undefined ? undefined : JSON.stringify(value));
  if (key === 'token') writeCookie(SESSION_COOKIE, value === undefined ? undefined : '1');
  const store = backing();
  if (!store) return;
  if (value === undefined) store.removeItem(key);
  else store.setItem(key, JSON_KEYS.has(key) ? JSON.stringify(value) : String(value));
}

/** Logout and a 401 both clear all browser storage (spec sections 4 and 8). */
export function clearStorage(): void {
  writeCookie(LOCATION_COOKIE, undefined);
  writeCookie(SESSION_COOKIE, undefined);
  backing()?.clear();
}
