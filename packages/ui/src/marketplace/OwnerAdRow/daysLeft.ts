const DAY_MS = 24 * 60 * 60 * 1000;

/** Days until `expiresAt`, rounded up (a fresh ad has 30, its last hours count as 1); 0 once passed. */
export function daysLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / DAY_MS));
}

/** Renewing is offered once an ad has expired or has this many days or fewer left. */
export const RENEW_WINDOW_DAYS = 3;
