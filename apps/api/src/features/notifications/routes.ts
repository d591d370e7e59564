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
import { listNotifications, markRead } from './service';

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
      const page = request.query;
      const { count, unread_count, results } = await listNotifications(ctx, signedIn(request).id, page);
      return { count, unread_count, ...pageLinks(ctx, request, page, count), results };
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
      const body = request.body;
      return { unread_count: await markRead(ctx, signedIn(request).id, 'all' in body ? 'all' : body.ids) };
    },
  );
}
