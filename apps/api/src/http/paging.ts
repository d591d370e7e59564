import { PageQuerySchema } from '@haat/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { parse } from './errors';

export interface Page {
  limit: number;
  offset: number;
}

/** `limit` (default 200, capped at 200) and `offset` from a query string; a 400 when malformed. */
export function parsePage(query: unknown): Page {
  const q = (query ?? {}) as Record<string, unknown>;
  return parse(PageQuerySchema, { limit: q.limit, offset: q.offset });
}

/** The origin next/previous links start with: PUBLIC_URL (or this server's own), never a Host header. */
export function origin(ctx: AppContext): string {
  return ctx.config.publicUrl;
}

/**
 * `next`/`previous` as full URLs repeating the request (same path and query, `offset` moved), so
 * a client can follow `next` with the same method and body.
 */
export function pageLinks(ctx: AppContext, request: FastifyRequest, page: Page, count: number) {
  const url = new URL(request.url, origin(ctx) + '/');
  const at = (offset: number) => {
    const u = new URL(url);
    u.searchParams.set('limit', String(page.limit));
    if (offset > 0) u.searchParams.set('offset', String(offset));
    else u.searchParams.delete('offset');
    return u.toString();
  };
  const next = page.offset + page.limit < count ? at(page.offset + page.limit) : null;
  const previous = page.offset > 0 ? at(Math.max(0, page.offset - page.limit)) : null;
  return { next, previous };
}
