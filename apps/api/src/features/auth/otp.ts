import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_MAX_TRIES, OTP_TTL_SECONDS } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { HttpError, tooMany } from '../../http/errors';
import type { SmsProvider } from '../../providers/sms';

export type OtpPurpose = 'signup' | 'reset';

/** One send per mobile every 30 s, 5 per mobile per hour; `OTP_IP_LIMIT` per IP per hour. */
const OTP_RESEND_SECONDS = 30;
const OTP_MOBILE_HOURLY = 5;
const HOUR_MS = 60 * 60 * 1000;

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function otpText(code: string, purpose: OtpPurpose): string {
  const what = purpose === 'signup' ? 'verification' : 'password reset';
  return `${code} is your Haat ${what} code. It is valid for 5 minutes. Do not share it with anyone.`;
}

/**
 * Seconds until this mobile and IP may be sent another code, or 0. Counts codes actually sent
 * (rows of `otps`), so a rejected request never uses up the allowance.
 */
async function otpWait(ctx: AppContext, mobile: string, ip: string): Promise<number> {
  const now = ctx.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const { rows } = await ctx.db.query<{ kind: string; n: number; first: Date | null; last: Date | null }>(
    `SELECT 'mobile' AS kind, count(*)::int AS n, min(created_at) AS first, max(created_at) AS last
       FROM otps WHERE mobile = $1 AND created_at > $3
     UNION ALL
     SELECT 'ip', count(*)::int, min(created_at), max(created_at) FROM otps WHERE ip = $2 AND created_at > $3`,
    [mobile, ip, hourAgo],
  );
  const byMobile = rows.find((r) => r.kind === 'mobile');
  const byIp = rows.find((r) => r.kind === 'ip');
  const waits = [0];
  if (byMobile?.last) {
    waits.push(OTP_RESEND_SECONDS - (now.getTime() - new Date(byMobile.last).getTime()) / 1000);
  }
  if (byMobile && byMobile.n >= OTP_MOBILE_HOURLY && byMobile.first) {
    waits.push((new Date(byMobile.first).getTime() + HOUR_MS - now.getTime()) / 1000);
  }
  if (byIp && byIp.n >= ctx.config.OTP_IP_LIMIT && byIp.first) {
    waits.push((new Date(byIp.first).getTime() + HOUR_MS - now.getTime()) / 1000);
  }
  return Math.max(...waits);
}

/** Throttle, store a new code (hashed) and send it; the previous codes of the mobile stop working. */
export async function sendOtp(
  ctx: AppContext,
  sms: SmsProvider,
  opts: { mobile: string; purpose: OtpPurpose; ip: string },
): Promise<void> {
  const wait = await otpWait(ctx, opts.mobile, opts.ip);
  if (wait > 0) throw tooMany(wait);
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(12).toString('base64url');
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO otps (mobile, purpose, code_hash, salt, ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::int AS id`,
    [
      opts.mobile,
      opts.purpose,
      hashCode(salt, code),
      salt,
      opts.ip,
      now,
      new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    ],
  );
  try {
    await sms.send(`+91${opts.mobile}`, otpText(code, opts.purpose));
  } catch {
    // Not sent, so not counted against the throttle either.
    await ctx.db.query('DELETE FROM otps WHERE id = $1', [rows[0]!.id]);
    throw new HttpError(503, { detail: 'Could not send the SMS. Please try again in a minute.' });
  }
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'tries';

/**
 * Check `code` against the latest unused code of `mobile` for `purpose`. A wrong code uses one
 * of the 5 tries; the right one is consumed (single use).
 */
export async function checkOtp(
  db: Queryable,
  now: Date,
  opts: { mobile: string; purpose: OtpPurpose; code: string; consume: boolean },
): Promise<OtpCheck> {
  const { rows } = await db.query<{ id: number; code_hash: string; salt: string; attempts: number; expires_at: Date }>(
    `SELECT id::int AS id, code_hash, salt, attempts, expires_at FROM otps
      WHERE mobile = $1 AND purpose = $2 AND consumed_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [opts.mobile, opts.purpose],
  );
  const otp = rows[0];
  if (!otp) return 'invalid';
  if (new Date(otp.expires_at).getTime() <= now.getTime()) return 'expired';
  if (otp.attempts >= OTP_MAX_TRIES) return 'tries';
  if (hashCode(otp.salt, opts.code) !== otp.code_hash) {
    await db.query('UPDATE otps SET attempts = attempts + 1 WHERE id = $1', [otp.id]);
    return 'invalid';
  }
  if (opts.consume) await db.query('UPDATE otps SET consumed_at = $2 WHERE id = $1', [otp.id, now]);
  return 'ok';
}
