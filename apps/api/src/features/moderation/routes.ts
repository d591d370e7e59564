import {
  ReviewDecisionSchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewSchema,
  TermCategoryParamsSchema,
  TermListInputSchema,
  TermListSchema,
  TermListsSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageLinks } from '../../http/paging';
import { declare, pathId, signedIn, typed, type Operation } from '../../http/route';
import { decideReview, listReviews, listTerms, replaceTerms } from './service';

/**
 * The automated checks' side for admins (401 anonymous, 403 customers): the review queue of what
 * the checks held, its decisions, and the prohibited-items lists the checks read.
 */
export async function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  const op = (operationId: string, summary: string, more: Partial<Operation> = {}): Operation => ({
    operationId,
    summary,
    tag: 'admin',
    access: 'admin',
    ...more,
  });

  api.get(
    '/api/admin/reviews/',
    declare(
      ctx,
      op('listReviews', 'What the automated checks held, newest first, with the share of holds admins approved'),
      { querystring: ReviewListQuerySchema, response: { 200: ReviewListSchema } },
    ),
    async (request) => {
      const { count, results, stats } = await listReviews(ctx, request.query);
      return { count, ...pageLinks(ctx, request, request.query, count), results, stats };
    },
  );

  api.post(
    '/api/admin/reviews/:id/',
    declare(
      ctx,
      op('decideReview', 'Approve a held ad or account (live again) or reject it (ad removed, account blocked)', {
        notFound: true,
        conflict: true,
      }),
      { params: ReviewIdParamsSchema, body: ReviewDecisionSchema, response: { 200: ReviewSchema } },
    ),
    async (request) => decideReview(ctx, signedIn(request), pathId(request.params.id), request.body),
  );

  api.get(
    '/api/admin/moderation/terms/',
    declare(ctx, op('listModerationTerms', 'The prohibited-items term lists, with the phrases that never count'), {
      response: { 200: TermListsSchema },
    }),
    async () => listTerms(ctx),
  );

  api.put(
    '/api/admin/moderation/terms/:category/',
    declare(ctx, op('replaceModerationTerms', "Replace one category's terms and allowed phrases (audited)"), {
      params: TermCategoryParamsSchema,
      body: TermListInputSchema,
      response: { 200: TermListSchema },
    }),
    async (request) => replaceTerms(ctx, signedIn(request), request.params.category, request.body),
  );
}
