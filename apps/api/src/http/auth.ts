import { createHash, randomBytes } from 'node:crypto';
import { SESSION_IDLE_DAYS, SESSION_MAX_DAYS } from '@haat/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { forbidden, unauthorized } from './errors';
import { errorText } from './errorText';
import type { Lang } from './language';

type UserType = 'CUSTOMER' | 'ADMIN';
export interface AuthUser {
  id: number;
  mobile: string;
  name: string;
  user_type: UserType;
  /** The session this request (or socket) signed in with. */
  session_id: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions last 30 days from their last use… */
const SESSION_IDLE_MS = SESSION_IDLE_DAYS * DAY_MS;
/** …and never more than 90 days from sign-in, however often they are used. */
const SESSION_MAX_MS = SESSION_MAX_DAYS * DAY_MS;

/** Where a session signs in from, kept for My Account's list of sessions. */
export interface SessionClient {
  userAgent?: string;
  ip?: string;
  /** The language the request asks for (only when it sends `Accept-Language`): kept as the user's. */
  lang?: Lang;
}

/** A signed-in session as the socket remembers it: it closes when `expires_at` passes. */
export interface LiveSession {
  user: AuthUser;
  token_hash: string;
  /** The sliding end, never past the absolute one. */
  expires_at: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A browser's User-Agent is about 150 characters; anything past this is not worth keeping. */
const USER_AGENT_MAX = 512;

/** The User-Agent and address of a request, for `createSession`. */
export function sessionClient(request: FastifyRequest): SessionClient {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent : undefined, ip: request.ip };
}

/** A new random bearer token for `userId`; only its hash is stored. */
export async function createSession(
  db: Queryable,
  userId: number,
  now: Date,
  client: SessionClient = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at, ends_at, user_agent, ip)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7)`,
    [
      userId,
      hashToken(token),
      now,
      new Date(now.getTime() + Math.min(SESSION_IDLE_MS, SESSION_MAX_MS)),
      new Date(now.getTime() + SESSION_MAX_MS),
      (client.userAgent ?? '').slice(0, USER_AGENT_MAX),
      client.ip ?? '',
    ],
  );
  return token;
}

export async function revokeSession(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
    now,
  ]);
}

export async function revokeAllSessions(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in user of this request, or null (no token, unknown, revoked or expired token, inactive user). */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  const lang = request.headers['accept-language'] ? request.lang : undefined;
  return token ? authenticateToken(ctx, token, { ip: request.ip, lang }) : null;
}

/** The user of a bearer token (the chat socket's first frame carries one), or null. */
export async function authenticateToken(
  ctx: AppContext,
  token: string,
  client: SessionClient = {},
): Promise<AuthUser | null> {
  return (await liveSession(ctx, hashToken(token), client))?.user ?? null;
}

/**
 * The live session of a token's hash (not revoked, not expired, its account active), or null.
 * Using it slides its end, at most once a minute, and never past its absolute end.
 */
export async function liveSession(
  ctx: AppContext,
  tokenHash: string,
  client: SessionClient = {},
): Promise<LiveSession | null> {
  const now = ctx.now();
  const { rows } = await ctx.db.query<
    Omit<AuthUser, 'session_id'> & {
      session_id: number;
      expires_at: Date;
      ends_at: Date;
      last_used_at: Date;
      lang: string;
    }
  >(
    `SELECT u.id::int AS id, u.mobile, u.name, u.user_type, s.id::int AS session_id, s.expires_at, s.ends_at, s.last_used_at,
            u.lang
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.is_active`,
    [tokenHash, now],
  );
  const row = rows[0];
  if (!row) return null;
  // The language their SMS and pushes are written in follows the one they use, written only on a change.
  if (client.lang && client.lang !== row.lang) {
    await ctx.db.query('UPDATE users SET lang = $2 WHERE id = $1 AND lang IS DISTINCT FROM $2', [row.id, client.lang]);
  }
  let expires = new Date(row.expires_at);
  // Sliding expiry; cheap enough per request, and skipped when used in the last minute.
  if (new Date(row.last_used_at).getTime() < now.getTime() - 60_000) {
    const slid = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, new Date(row.ends_at).getTime()));
    await ctx.db.query(
      `UPDATE sessions SET last_used_at = $2, expires_at = $3, ip = coalesce($4, ip)
        WHERE id = $1 AND last_used_at < $2::timestamptz - interval '1 minute'`,
      [row.session_id, now, slid, client.ip || null],
    );
    expires = slid;
  }
  return {
    user: { id: row.id, mobile: row.mobile, name: row.name, user_type: row.user_type, session_id: row.session_id },
    token_hash: tokenHash,
    expires_at: expires,
  };
}

/** The signed-in user, or a 401. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await authenticate(ctx, request);
  if (!user) throw unauthorized(bearerToken(request) ? errorText.tokenInvalid : undefined);
  return user;
}

/** The admin guard, used by every admin endpoint: 401 anonymous, 403 customers. */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(ctx, request);
  if (user.user_type !== 'ADMIN') throw forbidden();
  return user;
}
