import { backing } from './storage';

/**
 * The ad a user is writing, kept in local storage under their own key so a reload keeps it and
 * another account on the same browser never sees it. Cleared when the ad is posted (and by
 * logout, which clears all storage).
 */
const key = (userKey: string) => `ad-draft:${userKey}`;

export function readDraft<T>(userKey: string): T | null {
  const raw = backing()?.getItem(key(userKey));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDraft(userKey: string, value: unknown): void {
  try {
    backing()?.setItem(key(userKey), JSON.stringify(value));
  } catch {
    // storage full or disabled: the draft is a convenience
  }
}

export function clearDraft(userKey: string): void {
  backing()?.removeItem(key(userKey));
}
