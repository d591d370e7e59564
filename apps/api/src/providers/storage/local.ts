import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import type { Storage } from './index';
import { CARD_SUFFIX, DETAIL_SUFFIX, resolveInside } from './paths';

const secrets = new WeakMap<AppContext, string>();

/** UPLOAD_SECRET, or a random per-process secret (signed URLs only live for minutes). */
export function uploadSecret(ctx: AppContext): string {
  if (ctx.config.UPLOAD_SECRET) return ctx.config.UPLOAD_SECRET;
  let s = secrets.get(ctx);
  if (!s) {
    s = randomBytes(32).toString('hex');
    secrets.set(ctx, s);
  }
  return s;
}

export function uploadsRoot(ctx: AppContext): string {
  return path.join(ctx.config.DATA_DIR, 'uploads');
}

/** HMAC over method, key, content type and expiry: changing any of them breaks the signature. */
export function signature(secret: string, key: string, contentType: string, expires: number): string {
  return createHmac('sha256', secret).update(`PUT\n${key}\n${contentType}\n${expires}`).digest('base64url');
}

export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function base(ctx: AppContext): string {
  return ctx.config.publicUrl.replace(/\/$/, '');
}

export function localStorage(ctx: AppContext): Storage {
  const root = uploadsRoot(ctx);
  const url = (key: string) => `${base(ctx)}/uploads/${key}`;
  return {
    kind: 'local',
    async signPut(key, contentType, expiresIn) {
      const expires = Math.floor(ctx.now().getTime() / 1000) + expiresIn;
      const sig = signature(uploadSecret(ctx), key, contentType, expires);
      const q = new URLSearchParams({ expires: String(expires), type: contentType, sig });
      return `${url(key)}?${q.toString()}`;
    },
    publicUrl: url,
    imageUrls: (key) => ({ url: url(key), card: url(key + CARD_SUFFIX), detail: url(key + DETAIL_SUFFIX) }),
    async exists(key) {
      const file = resolveInside(root, key);
      if (!file) return false;
      return access(file).then(
        () => true,
        () => false,
      );
    },
  };
}
