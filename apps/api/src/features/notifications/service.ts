import type { Notification } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { Page } from '../../http/paging';
import { enqueuePush } from '../push/service';
import { notificationsText } from './notificationsText';
import { inEachLang, inUserLang, say } from '../../http/language';

type Kind = Notification['kind'];

interface NotificationRow {
  id: number;
  kind: Kind;
  text: string;
  link: string;
  status: 'unread' | 'read';
  created_on: Date;
}

export const NOTIFICATION_SELECT = 'id::int AS id, kind, text, link, status, created_on';

export function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    kind: r.kind,
    text: r.text,
    link: r.link,
    status: r.status,
    created_on: new Date(r.created_on).toISOString(),
  };
}

async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND status = 'unread'`,
    [userId],
  );
  return rows[0]!.n;
}

/** A page of my notifications, newest first, with how many there are and how many are unread. */
export async function listNotifications(ctx: AppContext, me: number, page: Page) {
  const count = (
    await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [me])
  ).rows[0]!.n;
  const { rows } = await ctx.db.query<NotificationRow>(
    `SELECT ${NOTIFICATION_SELECT} FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    [me],
  );
  return { count, unread_count: await unreadCount(ctx.db, me), results: rows.map(toNotification) };
}

/** Mark some (or all) of my notifications read; answers how many stay unread. */
export async function markRead(ctx: AppContext, me: number, ids: number[] | 'all'): Promise<number> {
  if (ids === 'all') {
    await ctx.db.query(`UPDATE notifications SET status = 'read' WHERE user_id = $1 AND status = 'unread'`, [me]);
  } else {
    await ctx.db.query(
      `UPDATE notifications SET status = 'read' WHERE user_id = $1 AND id = ANY($2::bigint[]) AND status = 'unread'`,
      [me, ids],
    );
  }
  return unreadCount(ctx.db, me);
}

export interface NewNotification {
  kind: Kind;
  /** Its words, read in the reader's language (`users.lang`): a text constant read in it. */
  text: () => string;
  link: string;
  /** While one with this key is unread, no other is added (one per chat, not one per message). */
  dedupeKey?: string;
}

/**
 * Add a notification in the caller's transaction; null when an unread one with the same key is
 * already there. The caller publishes the answer with `pushNotification` once it has committed.
 */
export async function addNotification(
  ctx: AppContext,
  tx: Queryable,
  userId: number,
  n: NewNotification,
): Promise<Notification | null> {
  const text = await inUserLang(tx, userId, n.text);
  const { rows } = await tx.query<NotificationRow>(
    `INSERT INTO notifications (user_id, kind, text, link, dedupe_key, created_on) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, dedupe_key) WHERE status = 'unread' AND dedupe_key IS NOT NULL DO NOTHING
     RETURNING ${NOTIFICATION_SELECT}`,
    [userId, n.kind, text, n.link, n.dedupeKey ?? null, ctx.now()],
  );
  return rows[0] ? toNotification(rows[0]) : null;
}

/**
 * Tell the user about a new notification: their open tabs (with the bell's new count), and their
 * browsers' push services (features/push), which reach them with no tab open.
 */
export async function pushNotification(ctx: AppContext, userId: number, notification: Notification): Promise<void> {
  const unread_count = await unreadCount(ctx.db, userId);
  await ctx.realtime.publish([userId], { type: 'notification', notification, unread_count });
  await enqueuePush(ctx, userId, notification);
}

/** The notifications' texts, in the current language (notificationsText.ts). */
export const notificationText = {
  chat: (name: string, title: string) => say(notificationsText.chat, { name: name || notificationsText.buyer, title }),
  message: (name: string, title: string) =>
    say(notificationsText.message, { name: name || notificationsText.user, title }),
  offer: (name: string, amount: string, title: string) =>
    say(notificationsText.offer, { name: name || notificationsText.user, amount, title }),
  offerAccepted: (name: string, amount: string, title: string) =>
    say(notificationsText.offerAccepted, { name: name || notificationsText.user, amount, title }),
  offerDeclined: (name: string, amount: string, title: string) =>
    say(notificationsText.offerDeclined, { name: name || notificationsText.user, amount, title }),
  phoneRequest: (name: string, title: string) =>
    say(notificationsText.phoneRequest, { name: name || notificationsText.buyer, title }),
  phoneShared: (name: string, title: string) =>
    say(notificationsText.phoneShared, { name: name || notificationsText.user, title }),
  phoneDeclined: (name: string, title: string) =>
    say(notificationsText.phoneDeclined, { name: name || notificationsText.user, title }),
  rated: (name: string, stars: number, title: string) =>
    say(notificationsText.rated, { name: name || notificationsText.user, stars, title }),
  ratingReply: (name: string, title: string) =>
    say(notificationsText.ratingReply, { name: name || notificationsText.user, title }),
  expiring: (title: string) => say(notificationsText.expiring, { title }),
  removed: (title: string, reason: string) => say(notificationsText.removed, { title, reason }),
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One notification per ad and expiry date, for live ads that expire within 3 days. Safe to run in
 * several processes at once: the unread key refuses a second copy.
 */
export async function notifyExpiringAds(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const { rows } = await ctx.db.query<NotificationRow & { user_id: number }>(
    `INSERT INTO notifications (user_id, kind, text, link, dedupe_key, created_on)
     SELECT a.owner_id, 'expiring', format(CASE o.lang WHEN 'hi' THEN $4 ELSE $3 END, a.title), '/my-ads/',
            'expiring:' || a.id || ':' || floor(extract(epoch FROM a.expires_at))::bigint, $1
       FROM ads a JOIN users o ON o.id = a.owner_id
      WHERE a.status = 'active' AND a.expires_at > $1 AND a.expires_at <= $2
        AND NOT EXISTS (
          SELECT 1 FROM notifications n
           WHERE n.user_id = a.owner_id
             AND n.dedupe_key = 'expiring:' || a.id || ':' || floor(extract(epoch FROM a.expires_at))::bigint)
     ON CONFLICT (user_id, dedupe_key) WHERE status = 'unread' AND dedupe_key IS NOT NULL DO NOTHING
     RETURNING user_id::int AS user_id, ${NOTIFICATION_SELECT}`,
    [now, new Date(now.getTime() + 3 * DAY_MS), ...inEachLang(() => notificationText.expiring('%s'))],
  );
  for (const r of rows) await pushNotification(ctx, r.user_id, toNotification(r));
  return rows.length;
}
