import {
  AdminBannerListSchema,
  AdminBannerSchema,
  BANNER_MAX_DAYS,
  BANNER_MAX_LEAD_DAYS,
  BANNER_MIN_HEIGHT,
  BANNER_MIN_WIDTH,
  BannerIdParamsSchema,
  BannerInputSchema,
  BannerPoolQuerySchema,
  BannerPoolSchema,
  BannerPricingSchema,
  BannerReviewQuerySchema,
  BannerReviewSchema,
  MyBannerListSchema,
  MyBannerSchema,
  ShortfallSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { LIMITS, rulesOf, spend } from '../../http/limits';
import { pageLinks } from '../../http/paging';
import { declare, pathId, signedIn, typed } from '../../http/route';
import { writeAudit } from '../admin/audit';
import { houseBannerSvg } from './house';

import {
  bannerPool,
  createBanner,
  deleteBanner,
  myBanners,
  reviewBanner,
  reviewQueue,
  runningBanners,
  stopBanner,
  updateBanner,
} from './service';
import { bannersText } from './bannersText';
import { inLang, pageLang, say } from '../../http/language';

export async function bannersRoutes(app: FastifyInstance, ctx: AppContext) {
  /** `?pool_type=banners&sort=-created_on&limit=2` → `{ results: [{ id, assets: [{ image, link, title }] }] }` */
  const api = typed(app);
  api.get(
    '/api/banner-pool/',
    declare(
      ctx,
      { operationId: 'listBannerPool', summary: 'Promo banners (pool_type, sort, limit)', tag: 'support' },
      {
        querystring: BannerPoolQuerySchema,
        response: { 200: BannerPoolSchema },
      },
    ),
    async (request) => {
      const q = request.query;
      // Customers' banners running today, the visitor's city first; house banners when none run.
      if (q.pool_type === 'banners') {
        const running = (await runningBanners(ctx, q.city)).slice(0, q.limit);
        if (running.length) return { count: running.length, next: null, previous: null, results: running };
      }
      const results = await bannerPool(ctx, q.pool_type, q.sort === '-created_on' ? 'newest' : 'oldest', q.limit);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  api.get(
    '/api/banner-pool/house/:name',
    declare(
      ctx,
      { operationId: 'getHouseBanner', summary: "One of Haat's own banners, as SVG", tag: 'support', notFound: true },
      {
        params: z.object({ name: z.string() }),
        response: { 200: { description: 'An SVG image', content: { 'image/svg+xml': { schema: z.string() } } } },
      },
    ),
    async (request, reply) => {
      // Its words in the page's language: an <img> sends the `lang` cookie and the browser's Accept-Language.
      const svg = inLang(pageLang(request), () => houseBannerSvg(request.params.name.replace(/\.svg$/, '')));
      if (!svg) throw notFound();
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('vary', 'Cookie, Accept-Language')
        .send(svg);
    },
  );

  // --- Customers' promo banners ---------------------------------------------------------------
  const mine = (operationId: string, summary: string) =>
    ({ operationId, summary, tag: 'banners', access: 'user', notFound: true }) as const;

  api.get(
    '/api/banner/pricing/',
    declare(
      ctx,
      { operationId: 'getBannerPricing', summary: 'What a banner costs a day, and its limits', tag: 'banners' },
      { response: { 200: BannerPricingSchema } },
    ),
    async () => ({
      price_per_day_paise: ctx.config.BANNER_PRICE_PER_DAY_PAISE,
      max_days: BANNER_MAX_DAYS,
      max_lead_days: BANNER_MAX_LEAD_DAYS,
      min_width: BANNER_MIN_WIDTH,
      min_height: BANNER_MIN_HEIGHT,
    }),
  );

  api.get(
    '/api/banner/',
    declare(
      ctx,
      {
        operationId: 'listMyBanners',
        summary: 'My banners, newest first, with status',
        tag: 'banners',
        access: 'user',
      },
      { response: { 200: MyBannerListSchema } },
    ),
    async (request) => {
      const results = await myBanners(ctx, signedIn(request).id);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  api.post(
    '/api/banner/',
    declare(
      ctx,
      {
        operationId: 'createBanner',
        summary: 'Create a banner (4:1 image of my own upload, http(s) link, dates); it waits for review',
        tag: 'banners',
        access: 'user',
        throttled: true,
      },
      { body: BannerInputSchema, response: { 201: MyBannerSchema } },
    ),
    async (request, reply) => {
      const me = signedIn(request);
      const { limit } = LIMITS.bannerCreates[0];
      const quota = await spend(
        ctx,
        rulesOf(`banner-create:${me.id}`, LIMITS.bannerCreates),
        say(bannersText.createsPerDay, { limit }),
      );
      try {
        return reply.code(201).send(await createBanner(ctx, me, request.body));
      } catch (err) {
        // Refused (an image that is not the owner's, say): nothing was made, so nothing is counted.
        await quota.refund();
        throw err;
      }
    },
  );

  api.put(
    '/api/banner/:id/',
    declare(ctx, mine('updateMyBanner', 'Edit my banner: back to review (an unstarted one is refunded)'), {
      params: BannerIdParamsSchema,
      body: BannerInputSchema,
      response: { 200: MyBannerSchema },
    }),
    async (request) => updateBanner(ctx, signedIn(request), pathId(request.params.id), request.body),
  );

  api.post(
    '/api/banner/:id/stop/',
    declare(ctx, mine('stopMyBanner', 'Stop my banner: the unused days are refunded'), {
      params: BannerIdParamsSchema,
      response: { 200: MyBannerSchema },
    }),
    async (request) => stopBanner(ctx, signedIn(request), pathId(request.params.id)),
  );

  api.delete(
    '/api/banner/:id/',
    declare(ctx, mine('deleteMyBanner', 'Delete my banner (not while live; an unstarted one is refunded)'), {
      params: BannerIdParamsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteBanner(ctx, signedIn(request), pathId(request.params.id));
      return reply.code(204).send(null);
    },
  );

  // --- Admins' review -------------------------------------------------------------------------
  api.get(
    '/api/banner/review/',
    declare(
      ctx,
      {
        operationId: 'listBannersForReview',
        summary: 'Banners to review, pending first',
        tag: 'admin',
        access: 'admin',
      },
      { querystring: BannerReviewQuerySchema, response: { 200: AdminBannerListSchema } },
    ),
    async (request) => {
      const { status, limit, offset } = request.query;
      const page = await reviewQueue(ctx, { status, limit, offset });
      return { count: page.count, ...pageLinks(ctx, request, { limit, offset }, page.count), results: page.results };
    },
  );

  api.put(
    '/api/banner/:id/review/',
    declare(
      ctx,
      {
        operationId: 'reviewBanner',
        summary: "Approve (debits the owner's wallet; 402 when short) or reject with a reason",
        tag: 'admin',
        access: 'admin',
        notFound: true,
      },
      {
        params: BannerIdParamsSchema,
        body: BannerReviewSchema,
        response: { 200: AdminBannerSchema, 402: ShortfallSchema },
      },
    ),
    async (request) =>
      reviewBanner(ctx, signedIn(request), pathId(request.params.id), request.body, (tx, row) =>
        writeAudit(tx, ctx.now(), {
          adminId: signedIn(request).id,
          action: request.body.approve ? 'banner.approve' : 'banner.reject',
          targetType: 'banner',
          targetId: row.id,
          reason: request.body.reason,
          details: { title: row.title, owner_id: row.owner_id, start_date: row.start_date, end_date: row.end_date },
        }),
      ),
  );
}
