import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { authenticate, bearerToken } from './auth';
import { tooMany } from './errors';
import { errorText } from './errorText';
import { take, type Rule, type Taken } from './throttle';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** An allowance: at most `limit` within any `windowMs`. */
interface Allowance {
  limit: number;
  windowMs: number;
}

/**
 * The allowances of writes that had none of their own: every one is counted in the one throttle
 * (http/throttle.ts) and refused with 429 and Retry-After. docs/limits.md lists them with every
 * other limit of the product; change both together.
 */
export const LIMITS = {
  /** Reports an account sends, from chats and from ad pages together. */
  reports: [{ limit: 20, windowMs: DAY_MS }],
  /** Reset mails or codes asked for from one client address, whatever the target. */
  resetPerAddress: [{ limit: 10, windowMs: HOUR_MS }],
  /** Reset mails or codes asked for one e-mail address or mobile, whether or not it has an account. */
  resetPerTarget: [
    { limit: 3, windowMs: HOUR_MS },
    { limit: 10, windowMs: DAY_MS },
  ],
  /** Current-password checks of `PUT /change-password/`, per account (a right one is not counted). */
  passwordChecks: [
    { limit: 5, windowMs: 15 * MINUTE_MS },
    { limit: 20, windowMs: DAY_MS },
  ],
  /** Banners created, per account (each waits for an admin's review). */
  bannerCreates: [{ limit: 10, windowMs: DAY_MS }],
  /** Top-up orders started, per account (each is an Orders API call in razorpay mode). */
  topupOrders: [
    { limit: 10, windowMs: HOUR_MS },
    { limit: 30, windowMs: DAY_MS },
  ],
  /**
   * Messages of a sender whose messages fired the chat's scam rules in FLAGGED_SENDER_CHATS or more
   * chats within a day (features/chat/scamRules.ts), on top of the usual message allowance.
   */
  flaggedMessages: [{ limit: 10, windowMs: HOUR_MS }],
  /** Chats opened by an account younger than a day, on top of the usual 50 a day. */
  newAccountChats: [{ limit: 5, windowMs: HOUR_MS }],
  /** Ads posted by an account younger than a day, on top of the usual ADS_PER_DAY. */
  newAccountAds: [{ limit: 3, windowMs: HOUR_MS }],
  /** Saving and unsaving ads, per account. */
  favoriteToggles: [
    { limit: 30, windowMs: MINUTE_MS },
    { limit: 500, windowMs: DAY_MS },
  ],
  /** Copies of one's own data (`GET /api/profile/export/`), per account. */
  dataExports: [{ limit: 3, windowMs: HOUR_MS }],
} as const satisfies Record<string, readonly Allowance[]>;

/** Distinct chats a sender's messages fire the scam rules in, within a day, before FLAGGED limits them. */
export const FLAGGED_SENDER_CHATS = 3;

/** How young an account is "new" for the new-account allowances. */
const NEW_ACCOUNT_MS = DAY_MS;

/** Whether the account was made less than NEW_ACCOUNT_MS ago (the new-account allowances). */
export async function accountIsNew(db: Queryable, userId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ created_on: Date }>('SELECT created_on FROM users WHERE id = $1', [userId]);
  return rows[0] ? now.getTime() - new Date(rows[0].created_on).getTime() < NEW_ACCOUNT_MS : false;
}

/** The rules of `allowances`, all on `key`. */
export const rulesOf = (key: string, allowances: readonly Allowance[]): Rule[] =>
  allowances.map((a) => ({ key, limit: a.limit, windowMs: a.windowMs }));

/** Count one hit against every rule, or throw a 429 (with Retry-After) saying `detail`. */
export async function spend(ctx: AppContext, rules: Rule[], detail: string): Promise<Taken> {
  const taken = await take(ctx, rules);
  if (taken.wait > 0) throw tooMany(taken.wait, detail);
  return taken;
}

/** The header the server renderer's in-process requests carry, with `ctx.state.renderKey`. */
export const RENDER_HEADER = 'x-haat-render';

/**
 * Anonymous search: `SEARCH_PER_MINUTE` per client address (0: no limit). Signed-in searches are
 * not counted (an account answers for its own use), nor are the searches a server-rendered page
 * makes for its visitor (the page is what was asked for). A token that is not valid counts as none.
 */
export async function spendAnonymousSearch(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const perMinute = ctx.config.SEARCH_PER_MINUTE;
  if (perMinute === 0 || request.headers[RENDER_HEADER] === ctx.state.renderKey) return;
  if (bearerToken(request) && (await authenticate(ctx, request))) return;
  await spend(
    ctx,
    [{ key: `search-ip:${request.ip}`, windowMs: MINUTE_MS, limit: perMinute }],
    errorText.searchesTooMany,
  );
}
