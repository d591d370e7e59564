import webpush from 'web-push';
import type { AppContext } from '../../context';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const made = new WeakMap<AppContext, Promise<VapidKeys>>();

/**
 * The server's VAPID keys: `VAPID_PUBLIC_KEY` / `VAPID_PRIVATE_KEY` when set, else a pair made once
 * and kept in the database (the embedded one lives in DATA_DIR), the first server's for all.
 */
export function vapidKeys(ctx: AppContext): Promise<VapidKeys> {
  let keys = made.get(ctx);
  if (!keys) {
    keys = load(ctx);
    made.set(ctx, keys);
    keys.catch(() => made.delete(ctx));
  }
  return keys;
}

async function load(ctx: AppContext): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, SUPPORT_EMAIL, publicUrl } = ctx.config;
  const subject =
    VAPID_SUBJECT ??
    (SUPPORT_EMAIL
      ? `mailto:${SUPPORT_EMAIL}`
      : publicUrl.startsWith('https:')
        ? publicUrl
        : 'mailto:push@haat.invalid');
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY)
    return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject };
  const fresh = webpush.generateVAPIDKeys();
  await ctx.db.query(
    'INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING',
    [fresh.publicKey, fresh.privateKey],
  );
  const { rows } = await ctx.db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1',
  );
  return { publicKey: rows[0]!.public_key, privateKey: rows[0]!.private_key, subject };
}
