import {
  ChatIdParamsSchema,
  ChatRatingSchema,
  DetailSchema,
  RatingCreateSchema,
  RatingEditSchema,
  RatingParamsSchema,
  RatingRemoveSchema,
  RatingReplyInputSchema,
  RatingSchema,
  RatingSummarySchema,
  UserRatingsParamsSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { declare, pathId, signedIn, typed, type Operation } from '../../http/route';
import { chatRating, createRating, editRating, publicRatings, removeRating, replyToRating } from './service';

/**
 * Ratings after a deal (issue 41): each side of a chat with a deal rates the other once, edits it
 * for a week, the person rated replies once, admins remove what breaks the rules.
 */
export async function ratingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  const op = (operationId: string, summary: string, more: Partial<Operation> = {}): Operation => ({
    operationId,
    summary,
    tag: 'chat',
    access: 'user',
    ...more,
  });

  api.post(
    '/api/ratings/',
    declare(
      ctx,
      op('rateDeal', 'Rate the other party of my chat once it has a deal (once per deal; else 403)', {
        conflict: true,
      }),
      {
        body: RatingCreateSchema,
        response: { 201: RatingSchema, 403: DetailSchema },
      },
    ),
    async (request, reply) => reply.code(201).send(await createRating(ctx, signedIn(request), request.body)),
  );

  api.put(
    '/api/ratings/:id/',
    declare(ctx, op('editRating', 'Edit my rating, within 7 days of giving it', { notFound: true }), {
      params: RatingParamsSchema,
      body: RatingEditSchema,
      response: { 200: RatingSchema, 403: DetailSchema },
    }),
    async (request) => editRating(ctx, signedIn(request), pathId(request.params.id), request.body),
  );

  api.post(
    '/api/ratings/:id/reply/',
    declare(ctx, op('replyToRating', 'Reply to a rating of me, once', { notFound: true, conflict: true }), {
      params: RatingParamsSchema,
      body: RatingReplyInputSchema,
      response: { 200: RatingSchema, 403: DetailSchema },
    }),
    async (request) => replyToRating(ctx, signedIn(request), pathId(request.params.id), request.body.text),
  );

  api.post(
    '/api/ratings/:id/remove/',
    declare(
      ctx,
      op('removeRating', 'Remove a rating that breaks the rules, with the reason (audited)', {
        tag: 'admin',
        access: 'admin',
        notFound: true,
      }),
      { params: RatingParamsSchema, body: RatingRemoveSchema, response: { 204: z.null() } },
    ),
    async (request, reply) => {
      await removeRating(ctx, signedIn(request), pathId(request.params.id), request.body.reason);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/api/users/:id/ratings/',
    declare(
      ctx,
      op('getUserRatings', "A person's ratings: average to one decimal, count and the newest five with text", {
        access: 'public',
        notFound: true,
      }),
      { params: UserRatingsParamsSchema, response: { 200: RatingSummarySchema } },
    ),
    async (request) => publicRatings(ctx, pathId(request.params.id)),
  );

  api.get(
    '/api/chat/:id/rating/',
    declare(
      ctx,
      op('getChatRating', 'Whether I may rate the other party of this chat, and my rating', { notFound: true }),
      {
        params: ChatIdParamsSchema,
        response: { 200: ChatRatingSchema },
      },
    ),
    async (request) => chatRating(ctx, signedIn(request), pathId(request.params.id)),
  );
}
