import type { Profile } from '@haat/contract';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../http/errors';
import { authText } from './authText';
import { say } from '../../http/language';

export interface UserRow {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
  email_verified_at: Date | null;
  wallet_paise: number;
  user_type: 'CUSTOMER' | 'ADMIN';
  password_hash: string | null;
  is_active: boolean;
  /** Set while an admin has the account blocked (it is then inactive too). */
  blocked_reason: string | null;
}

const USER_COLUMNS =
  'id::int AS id, name, mobile, email, email_verified_at, wallet_paise, user_type, password_hash, is_active, blocked_reason';

export async function userByMobile(db: Queryable, mobile: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE mobile = $1`, [mobile]);
  return rows[0];
}

export async function userById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** The profile answer: money is integer paise inside, rupees outside. */
/** A new customer account. Sign-up always makes a customer, whatever user_type a client sends. */
export async function insertCustomer(
  db: Queryable,
  input: { mobile: string; name: string; passwordHash: string },
  now: Date,
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (mobile, name, password_hash, user_type, created_on, updated_on)
     VALUES ($1, $2, $3, 'CUSTOMER', $4, $4)
     RETURNING ${USER_COLUMNS}`,
    [input.mobile, input.name, input.passwordHash, now],
  );
  return rows[0]!;
}

/** A new password (already hashed); the caller signs out what should be signed out, in the same transaction. */
export async function setPassword(db: Queryable, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_on = $3 WHERE id = $1', [id, passwordHash, now]);
}

export function toProfile(u: UserRow): Profile {
  return {
    id: u.id,
    name: u.name,
    mobile: u.mobile,
    email: u.email,
    email_verified: u.email !== null && u.email_verified_at !== null,
    has_password: u.password_hash !== null,
    wallet: Number(u.wallet_paise) / 100,
    user_type: u.user_type,
  };
}

/** A unique-constraint violation (SQLSTATE 23505), the same on both engines. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}

/** 403 for an account an admin blocked, naming the reason; asked only once it has proved who it is. */
export function blockedAccount(u: Pick<UserRow, 'is_active' | 'blocked_reason'>): HttpError | null {
  return !u.is_active && u.blocked_reason !== null
    ? new HttpError(403, { detail: say(authText.blocked, { reason: u.blocked_reason ?? '' }) })
    : null;
}
