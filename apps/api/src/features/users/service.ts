import { randomBytes } from 'node:crypto';
import { MobileSchema, PASSWORD_MIN_LENGTH, type AdminUser } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { likeEscape } from '../../db/like';
import type { Page } from '../../http/paging';
import { hashPassword } from '../auth/passwords';

/** A readable random password: 16 characters of base64url (96 bits). */
const generatePassword = () => randomBytes(12).toString('base64url');

export interface CreateAccountInput {
  mobile: string;
  name: string;
  password?: string;
  user_type: 'CUSTOMER' | 'ADMIN';
}

/**
 * Create an account, or update an existing one of that mobile (name, password, role). Used by the
 * admin CLI and the demo seed; sign-up goes through the OTP instead. Returns the password set.
 */
export async function upsertAccount(
  db: Queryable,
  input: CreateAccountInput,
  now: Date,
): Promise<{ id: number; mobile: string; password: string; created: boolean }> {
  const mobile = MobileSchema.safeParse(input.mobile);
  if (!mobile.success) throw new Error(`Not a valid Indian mobile number: ${input.mobile}`);
  const name = input.name.trim();
  if (!name) throw new Error('A name is required');
  const password = input.password ?? generatePassword();
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  const { rows } = await db.query<{ id: number; created: boolean }>(
    `INSERT INTO users (mobile, name, password_hash, user_type, created_on, updated_on)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (mobile) DO UPDATE SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash,
       user_type = EXCLUDED.user_type, updated_on = EXCLUDED.updated_on
     RETURNING id::int AS id, (xmax = 0) AS created`,
    [mobile.data, name, await hashPassword(password), input.user_type, now],
  );
  return { id: rows[0]!.id, mobile: mobile.data, password, created: rows[0]!.created };
}

/** The columns of an account as admins see it (`toAdminUser`), on `users`. */
export const ADMIN_USER_COLUMNS =
  'id::int AS id, name, mobile, email, user_type, wallet_paise, is_active, blocked_reason, created_on';

export type AdminUserRow = Omit<AdminUser, 'wallet' | 'created_on'> & {
  wallet_paise: string | number;
  created_on: Date;
};

/** An account in the admins' shape: money in rupees outside, as on the profile. */
export function toAdminUser({ wallet_paise, created_on, ...u }: AdminUserRow): AdminUser {
  return { ...u, wallet: Number(wallet_paise) / 100, created_on: new Date(created_on).toISOString() };
}

/** A page of every account (matching `search` by name or mobile when given), newest first, and how many. */
export async function listUsers(ctx: AppContext, search: string | undefined, page: Page) {
  const params: unknown[] = [];
  let where = '';
  if (search) {
    const digits = search.replace(/\D/g, '');
    params.push(`%${likeEscape(search.toLowerCase())}%`);
    where = `WHERE lower(name) LIKE $1`;
    if (digits.length >= 3) {
      params.push(`%${digits.slice(-10)}%`);
      where += ` OR mobile LIKE $2`;
    }
  }
  const [count, rows] = await Promise.all([
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users ${where}`, params),
    ctx.db.query<AdminUserRow>(
      `SELECT ${ADMIN_USER_COLUMNS}
         FROM users ${where} ORDER BY created_on DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    ),
  ]);
  return { count: count.rows[0]!.n, results: rows.rows.map(toAdminUser) };
}
