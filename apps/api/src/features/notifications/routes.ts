import {
  NotificationListSchema,
  NotificationReadDoneSchema,
  NotificationReadSchema,
  PageQuerySchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageLinks } from '../../http/paging';
import { declare, signedIn, typed } from '../../http/route';
import { NOTIFICATION_SELECT, toNotification, unreadCount } from './service';

export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  api.get(
    '/api/notification/',
    declare(
      ctx,
      {
        operationId: 'listNotifications',
        summary: 'My notifications, newest first',
        tag: 'notifications',
        access: 'user',
      },
      { querystring: PageQuerySchema, response: { 200: NotificationListSchema } },
    ),
    async (request) => {
      const me = signedIn(request).id;
      const page = request.query;
      const count = (
        await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [me])
      ).rows[0]!.n;
      const { rows } = await ctx.db.query<Parameters<typeof toNotification>[0]>(
        `SELECT ${NOTIFICATION_SELECT} FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
        [me],
      );
      return {
        count,
        unread_count: await unreadCount(ctx.db, me),
        ...pageLinks(ctx, request, page, count),
        results: rows.map(toNotification),
      };
    },
  );

  api.post(
    '/api/notification/read/',
    declare(
      ctx,
      {
        operationId: 'markNotificationsRead',
        summary: 'Mark some (`ids`) or all (`all: true`) of my notifications read',
        tag: 'notifications',
        access: 'user',
      },
      { body: NotificationReadSchema, response: { 200: NotificationReadDoneSchema } },
    ),
    async (request) => {
      const me = signedIn(request).id;
      const body = request.body;
      if ('all' in body) {
        await ctx.db.query(`UPDATE notifications SET status = 'read' WHERE user_id = $1 AND status = 'unread'`, [me]);
      } else {
        await ctx.db.query(
          `UPDATE notifications SET status = 'read' WHERE user_id = $1 AND id = ANY($2::bigint[]) AND status = 'unread'`,
          [me, body.ids],
        );
      }
      return { unread_count: await unreadCount(ctx.db, me) };
    },
  );
}
