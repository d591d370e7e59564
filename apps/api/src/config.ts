import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/api: one level above this file, in src/ and in the server's bundle in dist/ alike. */
export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root. */
export const repoRoot = path.resolve(apiRoot, '../..');

const boolish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** An optional setting: unset and empty (`NAME=` in a .env file) are the same. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().url().optional(),
  /** Connections to the DATABASE_URL server; default: this machine's cores, at least 2 (db/client.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  SEED: boolish.default(true),
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_KEY: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  OTP_IP_LIMIT: z.coerce.number().int().positive().default(30),
  /** Daily quotas per account (a rolling 24 hours), answered with 429 and Retry-After. */
  ADS_PER_DAY: z.coerce.number().int().positive().default(20),
  UPLOADS_PER_DAY: z.coerce.number().int().positive().default(100),
  UPLOAD_MB_PER_DAY: z.coerce.number().int().positive().default(200),
  /** Searches a minute per client address without a sign-in (429 past it); 0 turns the limit off. */
  SEARCH_PER_MINUTE: z.coerce.number().int().min(0).default(300),
  /** Uploads that no ad or document uses are deleted after this many hours (embedded store). */
  UPLOAD_GRACE_HOURS: z.coerce.number().positive().default(24),
  UPLOAD_SECRET: z.string().optional(),
  STATIC_DIR: z.string().default(path.join(repoRoot, 'apps/marketplace/dist')),
  /** The marketplace's server renderer (`vite build --ssr`); public pages are served as plain HTML without it. */
  SSR_ENTRY: z.string().default(path.join(repoRoot, 'apps/marketplace/dist-server/entry-server.js')),
  /** Render public pages on the server (`false`: the browser renders every page, as before). */
  SSR: boolish.default(true),
  /**
   * How long an anonymous visitor's rendered page is answered from memory (ms; 0: never): a burst
   * of visitors to one page costs one render. Any catalogue write empties it.
   */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  /**
   * Which proxies to believe for the client's address (X-Forwarded-For): unset, `false` (the socket's
   * address), `true` (any), a number of hops, or a comma-separated list of addresses and CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)?$/, 'true, false, a hop count or addresses')
    .default(''),
  /** Search counts are exact up to this many ads; past it the answer says `count_capped` ("1,000+"). */
  SEARCH_COUNT_CAP: z.coerce.number().int().min(10).max(100_000).default(1000),
  // Uploads to an S3-compatible store instead of DATA_DIR/uploads (validated in providers/storage/s3.ts).
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
  // Web Push (issue 38). Unset keys are made once and kept with the data (features/push/vapid.ts).
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'A P-256 public key, base64url (87 characters).')),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'A P-256 private key, base64url (43 characters).'),
  ),
  /** Who the push services may write to about our pushes: a `mailto:` or `https:` address. */
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'A mailto: or https:// address.')),
  /**
   * The only hosts pushes are ever sent to (the guard against a subscription that points the
   * server at an address of its own network): comma-separated `host[:port]`, `*.` for any
   * sub-domain. Default: the public push services of Chrome, Firefox, Edge and Safari.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com'),
  /** A chat message unread this long (seconds), with no open tab and no push subscription, goes by SMS. */
  CHAT_SMS_DELAY_S: z.coerce.number().int().min(10).max(86_400).default(300),
  /** The chat socket pings every this many seconds and drops a socket that missed the last pong. */
  WS_PING_SECONDS: z.coerce.number().positive().max(60).default(25),
  /** Featured plans as JSON (validated in features/plans/plans.ts). */
  PLANS: z.string().optional(),
  /** Top-ups: `test` confirms at once and says so; `razorpay` takes real payments. */
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).default('test'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** What a promo banner costs a day, in paise (debited when an admin approves it). */
  BANNER_PRICE_PER_DAY_PAISE: z.coerce.number().int().min(0).max(10_000_000).default(4_900),
  /** Razorpay's API address; tests point it at a local stand-in. */
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  // The operator's details the pages show (GET /api/site/); unset, the pages say "Not set: NAME".
  SUPPORT_EMAIL: optional(z.email()),
  SUPPORT_PHONE: optional(z.string().trim().max(30)),
  PLAY_STORE_URL: optional(z.url({ protocol: /^https$/ })),
  APP_STORE_URL: optional(z.url({ protocol: /^https$/ })),
  /** The Grievance Officer the IT Rules, 2021 ask an intermediary to name. */
  GRIEVANCE_OFFICER_NAME: optional(z.string().trim().max(100)),
  GRIEVANCE_OFFICER_EMAIL: optional(z.email()),
  OPERATOR_LEGAL_NAME: optional(z.string().trim().max(200)),
  OPERATOR_ADDRESS: optional(z.string().trim().max(500)),
  /**
   * An ad network for the slots on home, search results and the ad page: `none` (the slots show a
   * house promotion) or `adsense`, which needs ADSENSE_CLIENT and opens the CSP to Google's hosts.
   */
  AD_NETWORK: z.enum(['none', 'adsense']).default('none'),
  ADSENSE_CLIENT: optional(
    z
      .string()
      .trim()
      .regex(/^ca-pub-\d{10,20}$/, 'Enter the publisher id: ca-pub- and digits.'),
  ),
  ADSENSE_SLOT_HOME: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5,15}$/, 'Enter the ad unit id (digits).'),
  ),
  ADSENSE_SLOT_SEARCH: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5,15}$/, 'Enter the ad unit id (digits).'),
  ),
  ADSENSE_SLOT_AD: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5,15}$/, 'Enter the ad unit id (digits).'),
  ),
});

export type Config = z.infer<typeof EnvSchema> & { publicUrl: string };

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** TRUST_PROXY as Fastify's `trustProxy` option. */
export function trustProxy(config: Config): boolean | string | ((address: string, hop: number) => boolean) {
  const v = config.TRUST_PROXY;
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (!/^\d+$/.test(v)) return v;
  const hops = Number(v);
  return (_address, hop) => hop < hops;
}

/** Parse the environment once. Throws a readable error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Links the server builds (next pages, reset mails, the sitemap) never come from a Host header:
  // beyond this machine they need the address people really use.
  if (!c.PUBLIC_URL && !LOOPBACK.has(c.HOST)) {
    throw new Error(`Invalid environment:\n  PUBLIC_URL: required when HOST (${c.HOST}) is not a loopback address`);
  }
  if (c.AD_NETWORK === 'adsense' && !c.ADSENSE_CLIENT) {
    throw new Error('Invalid environment:\n  ADSENSE_CLIENT: required when AD_NETWORK is adsense');
  }
  return { ...c, publicUrl: (c.PUBLIC_URL ?? `http://${c.HOST}:${c.PORT}`).replace(/\/+$/, '') };
}
