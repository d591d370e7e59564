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
 * The chosen location is also a cookie, so the server renders a page for the same place the browser
 * will show (`LOCATION_COOKIE`, read by the server's page rendering).
 */
const LOCATION_COOKIE = 'haat_location';

function writeLocationCookie(value: StoredLocation | undefined): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === undefined
      ? `${LOCATION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${LOCATION_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * A session is also a cookie that says only that there is one (never the token), so a page rendered
 * on the server keeps the account's place instead of showing LOGIN (`SESSION_COOKIE`).
 */
const SESSION_COOKIE = 'haat_session';

function writeSessionCookie(present: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = present
    ? `${SESSION_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** A session stored before the cookie existed gets it now. */
export function syncSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const has = /(?:^|;\s*)haat_session=1/.test(document.cookie);
  if (has !== Boolean(readStorage('token'))) writeSessionCookie(!has);
}

export function writeStorage<K extends StorageKey>(key: K, value: StorageShape[K] | undefined): void {
  if (key === 'location') writeLocationCookie(value as StoredLocation | undefined);
  if (key === 'token') writeSessionCookie(value !== undefined);
  const store = backing();
  if (!store) return;
  if (value === undefined) store.removeItem(key);
  else store.setItem(key, JSON_KEYS.has(key) ? JSON.stringify(value) : String(value));
}

/** Logout and a 401 both clear all browser storage (spec sections 4 and 8). */
export function clearStorage(): void {
  writeLocationCookie(undefined);
  writeSessionCookie(false);
  backing()?.clear();
}
