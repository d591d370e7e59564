import {
  ChatAfterQuerySchema,
  ChatBeforeQuerySchema,
  ChatBlockedSchema,
  ChatBlockSchema,
  ChatDetailSchema,
  ChatIdParamsSchema,
  ChatListQuerySchema,
  ChatListSchema,
  ChatMessageSchema,
  ChatMessagesSchema,
  ChatOpenSchema,
  ChatReadDoneSchema,
  ChatReadSchema,
  ChatReportSchema,
  ChatSendSchema,
  ChatSummarySchema,
  ChatUnreadSchema,
  ReportedSchema,
  OfferAnswerSchema,
  OfferAnsweredSchema,
  OfferCreateSchema,
  OfferParamsSchema,
  PhoneRequestAnswerSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageLinks } from '../../http/paging';
import { declare, pathId, signedIn, typed, type Operation } from '../../http/route';
import {
  chatDetail,
  listChats,
  markRead,
  messagesAfter,
  openChat,
  report,
  sendMessage,
  setBlocked,
  unreadMessages,
} from './service';
import { chatText } from './chatText';
import { answerOffer, makeOffer } from './offers';
import { answerPhoneRequest, requestPhone } from './phoneRequest';

/** The chat API; messages also arrive and may be sent on the `/ws` socket (socket.ts). */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  const op = (operationId: string, summary: string, more: Partial<Operation> = {}): Operation => ({
    operationId,
    summary,
    tag: 'chat',
    access: 'user',
    ...more,
  });

  api.post(
    '/api/chat/',
    declare(
      ctx,
      op('openChat', 'Open a chat about an ad with its seller (201), or get the one I have (200)', {
        notFound: true,
        throttled: true,
      }),
      { body: ChatOpenSchema, response: { 200: ChatSummarySchema, 201: ChatSummarySchema } },
    ),
    async (request, reply) => {
      const { chat, created } = await openChat(ctx, signedIn(request), request.body.product);
      return reply.code(created ? 201 : 200).send(chat);
    },
  );

  api.get(
    '/api/chat/',
    declare(ctx, op('listChats', 'My chats, latest activity first; `?role=buying|selling` filters'), {
      querystring: ChatListQuerySchema,
      response: { 200: ChatListSchema },
    }),
    async (request) => {
      const { role, limit, offset } = request.query;
      const { count, results } = await listChats(ctx, signedIn(request).id, { role, limit, offset });
      return { count, ...pageLinks(ctx, request, { limit, offset }, count), results };
    },
  );

  api.get(
    '/api/chat/unread/',
    declare(ctx, op('countUnreadMessages', 'Unread messages over all my chats'), {
      response: { 200: ChatUnreadSchema },
    }),
    async (request) => ({ unread: await unreadMessages(ctx, signedIn(request).id) }),
  );

  // The spec's client reads a chat from a separate host (CHAT_BASE_URL); this server answers it too.
  api.get(
    '/chat/:id',
    declare(
      ctx,
      op('getChat', 'A chat of mine with its newest 50 messages; `?before=` pages back', { notFound: true }),
      {
        params: ChatIdParamsSchema,
        querystring: ChatBeforeQuerySchema,
        response: { 200: ChatDetailSchema },
      },
    ),
    async (request) => chatDetail(ctx, signedIn(request).id, pathId(request.params.id), request.query.before),
  );

  api.get(
    '/api/chat/:id/messages/',
    declare(ctx, op('catchUpMessages', 'Messages after one I have (up to 200), to catch up', { notFound: true }), {
      params: ChatIdParamsSchema,
      querystring: ChatAfterQuerySchema,
      response: { 200: ChatMessagesSchema },
    }),
    async (request) => messagesAfter(ctx, signedIn(request).id, pathId(request.params.id), request.query.after),
  );

  api.post(
    '/api/chat/:id/messages/',
    declare(
      ctx,
      op('sendMessage', 'Send a message (201); the same client_id again answers the stored one (200)', {
        notFound: true,
      }),
      {
        params: ChatIdParamsSchema,
        body: ChatSendSchema,
        response: { 200: ChatMessageSchema, 201: ChatMessageSchema },
      },
    ),
    async (request, reply) => {
      const { message, created } = await sendMessage(ctx, signedIn(request), pathId(request.params.id), request.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  api.post(
    '/api/chat/:id/offers/',
    declare(
      ctx,
      op('makeOffer', 'Offer a price (₹1 up to the asking price), as a message of the chat (201)', {
        notFound: true,
        conflict: true,
        throttled: true,
      }),
      { params: ChatIdParamsSchema, body: OfferCreateSchema, response: { 201: ChatMessageSchema } },
    ),
    async (request, reply) => {
      const message = await makeOffer(ctx, signedIn(request), pathId(request.params.id), request.body.amount_paise);
      return reply.code(201).send(message);
    },
  );

  api.put(
    '/api/chat/:id/offers/:offer_id/',
    declare(
      ctx,
      op('answerOffer', "Accept, decline or counter the other party's pending offer (its maker gets 403)", {
        notFound: true,
        conflict: true,
        throttled: true,
      }),
      { params: OfferParamsSchema, body: OfferAnswerSchema, response: { 200: OfferAnsweredSchema } },
    ),
    async (request) =>
      answerOffer(ctx, signedIn(request), pathId(request.params.id), pathId(request.params.offer_id), request.body),
  );

  api.post(
    '/api/chat/:id/phone-request/',
    declare(
      ctx,
      op(
        'requestPhone',
        "The buyer asks for the seller's number (ads with contact `phone_request`), once a day; 409 after a decline",
        { notFound: true, conflict: true, throttled: true },
      ),
      { params: ChatIdParamsSchema, response: { 201: ChatMessageSchema } },
    ),
    async (request, reply) => {
      const message = await requestPhone(ctx, signedIn(request), pathId(request.params.id));
      return reply.code(201).send(message);
    },
  );

  api.put(
    '/api/chat/:id/phone-request/',
    declare(
      ctx,
      op(
        'answerPhoneRequest',
        "The seller shares their number or declines the buyer's request; `approve: true` with none pending shares it unasked (the buyer gets 403)",
        { notFound: true, conflict: true },
      ),
      { params: ChatIdParamsSchema, body: PhoneRequestAnswerSchema, response: { 200: ChatMessageSchema } },
    ),
    async (request) => answerPhoneRequest(ctx, signedIn(request), pathId(request.params.id), request.body.approve),
  );

  api.post(
    '/api/chat/:id/read/',
    declare(ctx, op('markChatRead', "Mark the other party's messages read up to an id", { notFound: true }), {
      params: ChatIdParamsSchema,
      body: ChatReadSchema,
      response: { 200: ChatReadDoneSchema },
    }),
    async (request) => ({
      up_to: await markRead(ctx, signedIn(request).id, pathId(request.params.id), request.body.up_to),
    }),
  );

  api.post(
    '/api/chat/:id/block/',
    declare(ctx, op('blockChatUser', 'Block or unblock the other participant', { notFound: true }), {
      params: ChatIdParamsSchema,
      body: ChatBlockSchema,
      response: { 200: ChatBlockedSchema },
    }),
    async (request) => setBlocked(ctx, signedIn(request).id, pathId(request.params.id), request.body.blocked),
  );

  api.post(
    '/api/chat/:id/report/',
    declare(
      ctx,
      op('reportFromChat', 'Report the other participant or the ad, for the admins', {
        notFound: true,
        throttled: true,
      }),
      { params: ChatIdParamsSchema, body: ChatReportSchema, response: { 201: ReportedSchema } },
    ),
    async (request, reply) => {
      const id = await report(ctx, signedIn(request).id, pathId(request.params.id), request.body);
      return reply.code(201).send({ id, detail: chatText.reportThanks });
    },
  );
}
