import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { forbidden, unauthorized } from './errors';

type UserType = 'CUSTOMER' | 'ADMIN';
export interface AuthUser {
  id: number;
  mobile: string;
  name: string;
  user_type: UserType;
}

/** Sessions last 30 days from their last use. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random bearer token for `userId`; only its hash is stored. */
export async function createSession(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO sessions (user_id, token_hash, created_at, last_used_at, expires_at) VALUES ($1, $2, $3, $3, $4)',
    [userId, hashToken(token), now, new Date(now.getTime() + SESSION_TTL_MS)],
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
  return token ? authenticateToken(ctx, token) : null;
}

/** The user of a bearer token (the chat socket's first frame carries one), or null. */
export async function authenticateToken(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const now = ctx.now();
  const { rows } = await ctx.db.query<AuthUser & { session_id: number }>(
    `SELECT u.id::int AS id, u.mobile, u.name, u.user_type, s.id::int AS session_id
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.is_active`,
    [hashToken(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  // Sliding expiry; cheap enough per request, and skipped when used in the last minute.
  await ctx.db.query(
    `UPDATE sessions SET last_used_at = $2, expires_at = $3 WHERE id = $1 AND last_used_at < $2::timestamptz - interval '1 minute'`,
    [row.session_id, now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
  return { id: row.id, mobile: row.mobile, name: row.name, user_type: row.user_type };
}

/** The signed-in user, or a 401. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await authenticate(ctx, request);
  if (!user) throw unauthorized(bearerToken(request) ? 'Invalid or expired token.' : undefined);
  return user;
}

/** The admin guard, used by every admin endpoint: 401 anonymous, 403 customers. */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(ctx, request);
  if (user.user_type !== 'ADMIN') throw forbidden();
  return user;
}
