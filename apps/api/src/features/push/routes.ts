import {
  NotificationSettingsInputSchema,
  NotificationSettingsSchema,
  PushSubscribedSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  VapidKeySchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { declare, signedIn, typed } from '../../http/route';
import { allowedEndpoint, getSettings, putSettings, subscribe, unsubscribe } from './service';
import { vapidKeys } from './vapid';
import { pushText } from './pushText';

/** The refusal of an endpoint outside PUSH_SERVICE_HOSTS (the guard against pushes to our own network). */

export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);

  api.get(
    '/api/push/vapid-key/',
    declare(
      ctx,
      {
        operationId: 'getVapidKey',
        summary: "The server's VAPID public key, for subscribing a browser",
        tag: 'notifications',
      },
      { response: { 200: VapidKeySchema } },
    ),
    async () => ({ public_key: (await vapidKeys(ctx)).publicKey }),
  );

  api.post(
    '/api/push/subscriptions/',
    declare(
      ctx,
      {
        operationId: 'addPushSubscription',
        summary: 'Get pushes in this browser: its `PushSubscription` (several devices each; the newest 10 are kept)',
        tag: 'notifications',
        access: 'user',
      },
      { body: PushSubscriptionSchema, response: { 201: PushSubscribedSchema } },
    ),
    async (request, reply) => {
      if (!allowedEndpoint(ctx.config, request.body.endpoint))
        throw badRequest({ endpoint: [pushText.notAPushService] });
      const devices = await subscribe(ctx, signedIn(request).id, request.body);
      return reply.code(201).send({ devices });
    },
  );

  api.delete(
    '/api/push/subscriptions/',
    declare(
      ctx,
      {
        operationId: 'removePushSubscription',
        summary: 'No more pushes in this browser: `{ endpoint }` of my subscription',
        tag: 'notifications',
        access: 'user',
      },
      { body: PushUnsubscribeSchema, response: { 200: PushSubscribedSchema } },
    ),
    async (request) => ({ devices: await unsubscribe(ctx, signedIn(request).id, request.body.endpoint) }),
  );

  api.get(
    '/api/notification-settings/',
    declare(
      ctx,
      {
        operationId: 'getNotificationSettings',
        summary: 'What reaches me off the page (push and SMS), and my quiet hours (IST)',
        tag: 'notifications',
        access: 'user',
      },
      { response: { 200: NotificationSettingsSchema } },
    ),
    async (request) => getSettings(ctx, signedIn(request).id),
  );

  api.put(
    '/api/notification-settings/',
    declare(
      ctx,
      {
        operationId: 'updateNotificationSettings',
        summary: 'Change any part of my notification settings; kinds not named keep theirs',
        tag: 'notifications',
        access: 'user',
      },
      { body: NotificationSettingsInputSchema, response: { 200: NotificationSettingsSchema } },
    ),
    async (request) => putSettings(ctx, signedIn(request).id, request.body),
  );
}
