import type {
  Notification,
  NotificationSettings,
  NotificationSettingsInput,
  PushSubscriptionInput,
} from '@haat/contract';
import { NOTIFICATION_KINDS } from '@haat/contract';
import webpush from 'web-push';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { afterQuietHours, toClock, toMinutes, type QuietHours } from './quietHours';
import { vapidKeys } from './vapid';

/** Browsers one account keeps pushes on; a new one past this replaces the oldest. */
const MAX_PUSH_DEVICES = 10;
/** Sends tried before a push is given up on. */
const MAX_ATTEMPTS = 5;
/** A sender's hold on a claimed push: another process takes it over after this. */
const LEASE_MS = 2 * 60_000;
/** How long a push service keeps an undelivered push (the phone is off, say). */
const TTL_S = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Which push services we send to

/** `host[:port]` patterns of PUSH_SERVICE_HOSTS; `*.example.com` takes any sub-domain. */
function hostPatterns(config: AppContext['config']): string[] {
  return config.PUSH_SERVICE_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether an endpoint is on a push service of PUSH_SERVICE_HOSTS (https, or any scheme for a listed port). */
export function allowedEndpoint(config: AppContext['config'], endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port;
  return hostPatterns(config).some((pattern) => {
    const [name = '', wantPort] = pattern.split(/:(?=\d+$)/);
    // A pattern without a port is the https default; one with a port is taken as it is (a test's stand-in).
    if (wantPort ? port !== wantPort : url.protocol !== 'https:' || port !== '') return false;
    return name.startsWith('*.') ? host.endsWith(name.slice(1)) && host.length > name.length - 1 : host === name;
  });
}

// ---------------------------------------------------------------------------------------------
// Subscriptions

/** Keep `sub` for `userId` (an endpoint another account held moves to this one); answers my devices. */
export async function subscribe(ctx: AppContext, userId: number, sub: PushSubscriptionInput): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // One account's subscribes in turn: the cap below holds however many arrive at once.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await tx.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_on) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh,
         auth = EXCLUDED.auth, created_on = EXCLUDED.created_on`,
      [userId, sub.endpoint, sub.keys.p256dh, sub.keys.auth, ctx.now()],
    );
    // The newest MAX_PUSH_DEVICES stay
    await tx.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_on DESC, id DESC LIMIT ${MAX_PUSH_DEVICES})`,
      [userId],
    );
    return devices(tx, userId);
  });
}

/** Forget one of my subscriptions (someone else's endpoint is left alone); answers my devices. */
export async function unsubscribe(ctx: AppContext, userId: number, endpoint: string): Promise<number> {
  await ctx.db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
  return devices(ctx.db, userId);
}

async function devices(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

// ---------------------------------------------------------------------------------------------
// Settings

interface SettingsRow {
  muted_kinds: string[];
  quiet_start: number | null;
  quiet_end: number | null;
  sms: boolean;
}

async function settingsRow(db: Queryable, userId: number): Promise<SettingsRow> {
  const { rows } = await db.query<SettingsRow>(
    'SELECT muted_kinds, quiet_start, quiet_end, sms FROM notification_settings WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? { muted_kinds: [], quiet_start: null, quiet_end: null, sms: true };
}

function quietHoursOf(row: Pick<SettingsRow, 'quiet_start' | 'quiet_end'>): QuietHours | null {
  return row.quiet_start === null || row.quiet_end === null ? null : { start: row.quiet_start, end: row.quiet_end };
}

function toSettings(row: SettingsRow): NotificationSettings {
  const quiet = quietHoursOf(row);
  return {
    kinds: Object.fromEntries(
      NOTIFICATION_KINDS.map((k) => [k, !row.muted_kinds.includes(k)]),
    ) as NotificationSettings['kinds'],
    quiet_hours: quiet ? { start: toClock(quiet.start), end: toClock(quiet.end) } : null,
    sms: row.sms,
  };
}

export async function getSettings(ctx: AppContext, userId: number): Promise<NotificationSettings> {
  return toSettings(await settingsRow(ctx.db, userId));
}

/** Change what is given; the rest stays. One statement: two changes at once both land whole. */
export async function putSettings(
  ctx: AppContext,
  userId: number,
  change: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const kinds = Object.entries(change.kinds ?? {});
  const mute = kinds.filter(([, on]) => on === false).map(([k]) => k);
  const unmute = kinds.filter(([, on]) => on === true).map(([k]) => k);
  const quiet = change.quiet_hours === undefined ? undefined : change.quiet_hours;
  const { rows } = await ctx.db.query<SettingsRow>(
    `INSERT INTO notification_settings AS s (user_id, muted_kinds, quiet_start, quiet_end, sms)
     VALUES ($1, $2::text[], $4, $5, coalesce($7, true))
     ON CONFLICT (user_id) DO UPDATE SET
       muted_kinds = ARRAY(SELECT DISTINCT k FROM unnest(s.muted_kinds || $2::text[]) k WHERE k <> ALL($3::text[]) ORDER BY k),
       quiet_start = CASE WHEN $6 THEN $4 ELSE s.quiet_start END,
       quiet_end = CASE WHEN $6 THEN $5 ELSE s.quiet_end END,
       sms = coalesce($7, s.sms)
     RETURNING muted_kinds, quiet_start, quiet_end, sms`,
    [
      userId,
      mute,
      unmute,
      quiet ? toMinutes(quiet.start) : null,
      quiet ? toMinutes(quiet.end) : null,
      quiet !== undefined,
      change.sms ?? null,
    ],
  );
  return toSettings(rows[0]!);
}

// ---------------------------------------------------------------------------------------------
// Sending

/** What the service worker is sent: small (a push carries at most 4 KB). */
interface PushPayload {
  title: string;
  body: string;
  /** The app path the notification opens. */
  url: string;
  /** Pushes with one tag replace each other on the phone: one per chat. */
  tag: string;
  kind: Notification['kind'];
}

function payloadOf(n: Pick<Notification, 'id' | 'kind' | 'text' | 'link'>): PushPayload {
  const chat = n.kind === 'message' || n.kind === 'chat';
  return { title: 'Haat', body: n.text, url: n.link, tag: chat ? `chat:${n.link}` : `n:${n.id}`, kind: n.kind };
}

/**
 * Queue a notification for each of the user's browsers, unless they muted its kind; in their quiet
 * hours it waits for the end of them. Then the sender starts at once (`kick`): a push reaches the
 * phone within a second or two, and the jobs runner retries what could not go.
 */
export async function enqueuePush(ctx: AppContext, userId: number, n: Notification): Promise<number> {
  const settings = await settingsRow(ctx.db, userId);
  if (settings.muted_kinds.includes(n.kind)) return 0;
  const now = ctx.now();
  const { affectedRows } = await ctx.db.query(
    `INSERT INTO push_outbox (subscription_id, notification_id, next_at, created_on)
     SELECT id, $2, $3, $4 FROM push_subscriptions WHERE user_id = $1`,
    [userId, n.id, afterQuietHours(now, quietHoursOf(settings)), now],
  );
  if (affectedRows) kick(ctx);
  return affectedRows;
}

const kicks = new WeakMap<AppContext, { running: Promise<unknown> | null; again: boolean }>();

/** Run the sender now, once at a time per server; a kick while it runs runs it again after. */
function kick(ctx: AppContext): void {
  let state = kicks.get(ctx);
  if (!state) kicks.set(ctx, (state = { running: null, again: false }));
  if (state.running) {
    state.again = true;
    return;
  }
  const s = state;
  const run = async () => {
    do {
      s.again = false;
      await sendDuePushes(ctx).catch((err: unknown) => ctx.log.error({ err }, 'push sending failed'));
    } while (s.again);
    s.running = null;
  };
  s.running = run();
}

/** Wait for a sender started by a kick (tests, and the server's close). */
export async function pushesSettled(ctx: AppContext): Promise<void> {
  while (kicks.get(ctx)?.running) await kicks.get(ctx)!.running;
}

interface Claimed {
  id: number;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: number;
  kind: Notification['kind'];
  text: string;
  link: string;
  status: 'unread' | 'read';
}

/**
 * Send the pushes that are due, 50 at a time, claimed in one statement (`SKIP LOCKED`: several
 * servers never send one twice). A notification read meanwhile is not sent; a push service's
 * 404/410 (the browser unsubscribed) deletes the subscription; any other failure is retried with
 * back-off (30 s, 1, 2, 4 min), then given up. Answers how many were delivered.
 */
export async function sendDuePushes(ctx: AppContext): Promise<number> {
  const keys = await vapidKeys(ctx);
  let delivered = 0;
  for (;;) {
    const now = ctx.now();
    const { rows } = await ctx.db.query<Claimed>(
      `WITH claimed AS (
         UPDATE push_outbox o SET next_at = $2, attempts = o.attempts + 1
          WHERE o.id IN (SELECT id FROM push_outbox WHERE next_at <= $1 ORDER BY next_at, id LIMIT 50 FOR UPDATE SKIP LOCKED)
         RETURNING o.id, o.attempts, o.subscription_id, o.notification_id)
       SELECT c.id::int AS id, c.attempts, c.subscription_id::int AS subscription_id, s.endpoint, s.p256dh, s.auth,
              c.notification_id::int AS notification_id, n.kind, n.text, n.link, n.status
         FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id JOIN notifications n ON n.id = c.notification_id`,
      [now, new Date(now.getTime() + LEASE_MS)],
    );
    if (!rows.length) return delivered;
    const done: number[] = [];
    const gone: number[] = [];
    const retry: { id: number; at: Date }[] = [];
    await Promise.all(
      rows.map(async (row) => {
        if (row.status === 'read' || !allowedEndpoint(ctx.config, row.endpoint)) return void done.push(row.id);
        const outcome = await sendOne(ctx, keys, row);
        if (outcome === 'sent') {
          delivered++;
          done.push(row.id);
        } else if (outcome === 'gone') gone.push(row.subscription_id);
        else if (row.attempts >= MAX_ATTEMPTS) done.push(row.id);
        else retry.push({ id: row.id, at: new Date(now.getTime() + 30_000 * 2 ** (row.attempts - 1)) });
      }),
    );
    if (done.length) await ctx.db.query('DELETE FROM push_outbox WHERE id = ANY($1::bigint[])', [done]);
    if (gone.length) await ctx.db.query('DELETE FROM push_subscriptions WHERE id = ANY($1::bigint[])', [gone]);
    if (retry.length)
      await ctx.db.query(
        `UPDATE push_outbox o SET next_at = r.at FROM unnest($1::bigint[], $2::timestamptz[]) AS r (id, at) WHERE o.id = r.id`,
        [retry.map((r) => r.id), retry.map((r) => r.at)],
      );
    if (rows.length < 50) return delivered;
  }
}

async function sendOne(
  ctx: AppContext,
  keys: Awaited<ReturnType<typeof vapidKeys>>,
  row: Claimed,
): Promise<'sent' | 'gone' | 'failed'> {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(payloadOf({ id: row.notification_id, kind: row.kind, text: row.text, link: row.link })),
      {
        vapidDetails: keys,
        TTL: TTL_S,
        contentEncoding: 'aes128gcm',
        urgency: row.kind === 'message' || row.kind === 'chat' ? 'high' : 'normal',
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as Buffer,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return 'sent';
    if (res.status === 404 || res.status === 410) return 'gone';
    ctx.log.warn({ status: res.status, host: new URL(row.endpoint).host }, 'a push service refused a push');
    return 'failed';
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message, host: new URL(row.endpoint).host }, 'a push could not be sent');
    return 'failed';
  }
}
