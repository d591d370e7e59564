import { AnyRequestSchema, SearchWordSchema, type SearchWord } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { declare, typed } from '../../http/route';
import { getFresh, putFresh } from '../../http/freshCache';
import { normaliseSearch } from '../search/text';
import { suggest } from './service';
import { currentLanguage } from '@haat/ui/text';

/** How long a prefix's suggestions are reused. */
const SUGGEST_CACHE_MS = 5000;

export async function suggestRoutes(app: FastifyInstance, ctx: AppContext) {
  // The same prefix suggests the same words to everyone: keep each answer a few seconds.
  const cache = new Map<string, { at: number; words: SearchWord[] }>();
  typed(app).post(
    '/api/any-request/',
    declare(
      ctx,
      { operationId: 'suggestSearchWords', summary: 'Search-word suggestions (action SEARCH_WORD)', tag: 'search' },
      {
        body: AnyRequestSchema,
        response: { 200: z.array(SearchWordSchema) },
      },
    ),
    async (request) => {
      const body = request.body;
      // The words depend on the reader's language (category names): cached per language.
      const key = `${currentLanguage().locale}:${normaliseSearch(body.search)}`;
      const now = ctx.now().getTime();
      const hit = getFresh(cache, key, now, SUGGEST_CACHE_MS);
      if (hit) return hit.words;
      const words = await suggest(ctx, body.search);
      putFresh(cache, key, { at: now, words }, SUGGEST_CACHE_MS, 5000);
      return words;
    },
  );
}
