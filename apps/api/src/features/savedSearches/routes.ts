import { SavedSearchInputSchema, SavedSearchListSchema, SavedSearchSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { declare, signedIn, typed } from '../../http/route';
import { deleteSavedSearch, listSavedSearches, markSavedSearchSeen, saveSearch } from './service';
import { savedSearchesText } from './savedSearchesText';

const IdParams = z.object({ id: z.string() });
/** A saved search's id from the path; anything else is one that is not there. */
function savedId(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound(savedSearchesText.noSavedSearch);
  return Number(raw);
}

export async function savedSearchesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  const op = (operationId: string, summary: string, notFoundToo = false) => ({
    operationId,
    summary,
    tag: 'search' as const,
    access: 'user' as const,
    notFound: notFoundToo,
  });

  api.post(
    '/api/saved-searches/',
    declare(ctx, op('saveSearch', 'Save a search (at most 20): its new ads are alerted, at most once an hour'), {
      body: SavedSearchInputSchema,
      response: { 201: SavedSearchSchema },
    }),
    async (request, reply) => reply.code(201).send(await saveSearch(ctx, signedIn(request).id, request.body)),
  );

  api.get(
    '/api/saved-searches/',
    declare(ctx, op('listSavedSearches', 'My saved searches, newest first, with their new-match counts'), {
      response: { 200: SavedSearchListSchema },
    }),
    async (request) => {
      const results = await listSavedSearches(ctx, signedIn(request).id);
      return { count: results.length, results };
    },
  );

  api.post(
    '/api/saved-searches/:id/seen/',
    declare(ctx, op('markSavedSearchSeen', 'I opened this saved search: its new matches are seen', true), {
      params: IdParams,
      response: { 200: SavedSearchSchema },
    }),
    async (request) => markSavedSearchSeen(ctx, signedIn(request).id, savedId(request.params.id)),
  );

  api.delete(
    '/api/saved-searches/:id/',
    declare(ctx, op('deleteSavedSearch', 'Delete one of my saved searches', true), {
      params: IdParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteSavedSearch(ctx, signedIn(request).id, savedId(request.params.id));
      return reply.code(204).send(null);
    },
  );
}
