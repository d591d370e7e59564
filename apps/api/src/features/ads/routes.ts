import { AD_STATUSES } from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate, requireAdmin, requireUser } from '../../http/auth';
import { badRequest, notFound, parse } from '../../http/errors';
import { AD_JOINS, AD_SELECT_LIST, queryAds, toAd } from './mapper';
import { pageLinks, parsePage } from './paging';
import { AD_LIFETIME_MS, adId, createAd, loadAd, ownedAd, updateAd } from './service';
import { bumpCatalogue } from './version';
import { addView, flushViews, pendingViews } from './views';

const StatusFilterSchema = z.object({ status: z.enum(AD_STATUSES).optional() });

/** SQL for an effective status: an active ad past expires_at is expired. */
function statusCondition(status: string, params: unknown[], now: Date): string {
  if (status !== 'expired' && status !== 'active') {
    params.push(status);
    return `a.status = $${params.length}`;
  }
  params.push(now);
  const n = `$${params.length}`;
  return status === 'expired'
    ? `(a.status = 'expired' OR (a.status = 'active' AND a.expires_at <= ${n}))`
    : `(a.status = 'active' AND a.expires_at > ${n})`;
}

async function listAds(
  ctx: AppContext,
  request: FastifyRequest,
  where: string[],
  params: unknown[],
): Promise<{ count: number; next: string | null; previous: string | null; results: ReturnType<typeof toAd>[] }> {
  const page = parsePage(request.query);
  const now = ctx.now();
  const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [countRes, rowsRes] = await Promise.all([
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ads a ${cond}`, params),
    queryAds(
      ctx.db,
      `SELECT ${AD_SELECT_LIST} FROM ads a ${AD_JOINS} ${cond}
        ORDER BY a.created_on DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    ),
  ]);
  const count = countRes.rows[0]!.n;
  return { count, ...pageLinks(ctx, request, page, count), results: rowsRes.map((r) => toAd(r, now)) };
}

export async function adsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onClose', async () => {
    await flushViews(ctx).catch(() => undefined);
  });
  // --- The signed-in customer's own ads -----------------------------------------------------
  app.post('/api/product/', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const id = await createAd(ctx, user, request.body);
    return reply.code(201).send(toAd((await loadAd(ctx.db, id))!, ctx.now()));
  });

  app.get('/api/product/', async (request) => {
    const user = await requireUser(ctx, request);
    const { status } = parse(StatusFilterSchema, request.query);
    const params: unknown[] = [user.id];
    const where = ['a.owner_id = $1', "a.status <> 'removed'"];
    if (status) where.push(statusCondition(status, params, ctx.now()));
    return listAds(ctx, request, where, params);
  });

  app.get<{ Params: { id: string } }>('/api/product/:id/', async (request) => {
    const user = await requireUser(ctx, request);
    const ad = toAd(await ownedAd(ctx, user, adId(request.params.id)), ctx.now());
    ad.views += pendingViews(ctx, ad.id);
    return ad;
  });

  app.put<{ Params: { id: string } }>('/api/product/:id/', async (request) => {
    const user = await requireUser(ctx, request);
    const row = await ownedAd(ctx, user, adId(request.params.id));
    await updateAd(ctx, user, row, request.body);
    return toAd((await loadAd(ctx.db, row.id))!, ctx.now());
  });

  app.delete<{ Params: { id: string } }>('/api/product/:id/', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const row = await ownedAd(ctx, user, adId(request.params.id));
    await ctx.db.query(`UPDATE ads SET status = 'removed', featured = false, updated_on = $2 WHERE id = $1`, [
      row.id,
      ctx.now(),
    ]);
    bumpCatalogue(ctx);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/product/:id/sold/', async (request) => {
    const user = await requireUser(ctx, request);
    const row = await ownedAd(ctx, user, adId(request.params.id));
    await ctx.db.query(`UPDATE ads SET status = 'sold', updated_on = $2 WHERE id = $1`, [row.id, ctx.now()]);
    bumpCatalogue(ctx);
    return toAd((await loadAd(ctx.db, row.id))!, ctx.now());
  });

  app.post<{ Params: { id: string } }>('/api/product/:id/renew/', async (request) => {
    const user = await requireUser(ctx, request);
    const row = await ownedAd(ctx, user, adId(request.params.id));
    if (row.status === 'sold') throw badRequest({ status: ['A sold ad cannot be renewed. Post it again.'] });
    const now = ctx.now();
    await ctx.db.query(`UPDATE ads SET status = 'active', expires_at = $2, updated_on = $3 WHERE id = $1`, [
      row.id,
      new Date(now.getTime() + AD_LIFETIME_MS),
      now,
    ]);
    bumpCatalogue(ctx);
    return toAd((await loadAd(ctx.db, row.id))!, now);
  });

  // --- Public detail -------------------------------------------------------------------------
  app.get<{ Params: { id: string } }>('/api/products/:id/', async (request) => {
    const id = adId(request.params.id);
    const row = await loadAd(ctx.db, id);
    const now = ctx.now();
    if (!row) throw notFound();
    const ad = toAd(row, now);
    // Expired ads are gone for the public; sold and removed ones answer with their status.
    if (ad.status === 'expired') throw notFound('This ad has expired.');
    // A visit counts when the ad is live and the visitor is not its owner.
    const viewer = request.headers.authorization ? await authenticate(ctx, request) : null;
    ad.views =
      ad.status === 'active' && viewer?.id !== row.owner_id
        ? await addView(ctx, id, row.views)
        : row.views + pendingViews(ctx, id);
    return ad;
  });

  // --- Admin list of every ad ----------------------------------------------------------------
  app.get('/api/products/', async (request) => {
    await requireAdmin(ctx, request);
    const { status } = parse(StatusFilterSchema, request.query);
    const params: unknown[] = [];
    const where: string[] = [];
    if (status) where.push(statusCondition(status, params, ctx.now()));
    return listAds(ctx, request, where, params);
  });
}
