import {
  AdIdParamsSchema,
  AdInputSchema,
  AdListQuerySchema,
  AdListSchema,
  AdPatchSchema,
  AdSchema,
  AdDocumentListSchema,
  DetailSchema,
  MyAdCountsSchema,
  type Ad,
  AdReportSchema,
  ReportedSchema,
  AdBuyersSchema,
  SoldInputSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { sellerProfile } from '../store/service';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/auth';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { isErased } from '../dataRights/erase';
import { dataRightsText } from '../dataRights/dataRightsText';
import { pageLinks } from '../../http/paging';
import { declare, pathId, signedIn, typed } from '../../http/route';
import { toAd, toOwnAd } from './mapper';
import { createAd, listMyAds, loadAd, myAdCounts, ownedAd, removeAd, renewAd, undoSold, updateAd } from './service';
import { sellAd } from '../featured/service';
import { reportAd } from './report';
import { addView, pendingViews } from './views';
import { adDocuments, mayReadAdDocuments } from './documents';
import { adsText } from './adsText';
import { adBuyers, checkBuyer } from './buyers';
import { reviewReasons } from '../moderation/service';

/**
 * One ad's answer with its document count, and the documents themselves when `readable`; for an
 * ad waiting for review, why it waits (only its owner and admins ever read one).
 */
async function withDocuments(ctx: AppContext, ad: Ad, readable: boolean): Promise<Ad> {
  const documents = await adDocuments(ctx, ad.id);
  const review = ad.status === 'pending_review' ? { review_reasons: await reviewReasons(ctx.db, ad.id) } : {};
  return readable
    ? { ...ad, document_count: documents.length, documents, ...review }
    : { ...ad, document_count: documents.length, ...review };
}

export async function adsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);
  const mine = (operationId: string, summary: string) =>
    ({ operationId, summary, tag: 'ads', access: 'user', notFound: true }) as const;
  const ownAd = { params: AdIdParamsSchema, response: { 200: AdSchema } };

  // --- The signed-in customer's own ads -----------------------------------------------------
  api.post(
    '/api/product/',
    declare(
      ctx,
      {
        operationId: 'createAd',
        summary: 'Post an ad (ADS_PER_DAY a day per account)',
        tag: 'ads',
        access: 'user',
        throttled: true,
      },
      {
        body: AdInputSchema,
        response: { 201: AdSchema },
      },
    ),
    async (request, reply) => {
      const id = await createAd(ctx, signedIn(request), request.body);
      return reply.code(201).send(await withDocuments(ctx, toOwnAd((await loadAd(ctx.db, id))!, ctx.now()), true));
    },
  );

  api.get(
    '/api/product/',
    declare(
      ctx,
      { operationId: 'listMyAds', summary: 'My ads, newest first', tag: 'ads', access: 'user' },
      {
        querystring: AdListQuerySchema,
        response: { 200: AdListSchema },
      },
    ),
    async (request) => {
      const { status, ...page } = request.query;
      const { count, results } = await listMyAds(ctx, signedIn(request).id, status, page);
      return { count, ...pageLinks(ctx, request, page, count), results };
    },
  );

  api.get(
    '/api/product/counts/',
    declare(
      ctx,
      { operationId: 'countMyAds', summary: 'How many of my ads are in each status', tag: 'ads', access: 'user' },
      { response: { 200: MyAdCountsSchema } },
    ),
    async (request) => myAdCounts(ctx, signedIn(request).id),
  );

  api.get(
    '/api/product/:id/',
    declare(ctx, mine('getMyAd', 'One of my ads, removed ones too'), ownAd),
    async (request) => {
      const ad = toOwnAd(
        await ownedAd(ctx, signedIn(request), pathId(request.params.id), { removed: true }),
        ctx.now(),
      );
      ad.views += pendingViews(ctx, ad.id);
      return withDocuments(ctx, ad, true);
    },
  );

  api.put(
    '/api/product/:id/',
    declare(ctx, mine('updateMyAd', 'Edit my ad: the fields sent replace its own'), { ...ownAd, body: AdPatchSchema }),
    async (request) => {
      const user = signedIn(request);
      const row = await ownedAd(ctx, user, pathId(request.params.id));
      await updateAd(ctx, user, row, request.body);
      return withDocuments(ctx, toOwnAd((await loadAd(ctx.db, row.id))!, ctx.now()), true);
    },
  );

  api.delete(
    '/api/product/:id/',
    declare(ctx, mine('removeMyAd', 'Remove my ad'), { params: AdIdParamsSchema, response: { 204: z.null() } }),
    async (request, reply) => {
      const row = await ownedAd(ctx, signedIn(request), pathId(request.params.id));
      await removeAd(ctx, row.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/product/:id/sold/',
    declare(ctx, mine('markMyAdSold', 'Mark my ad sold, optionally to a buyer who chatted about it'), {
      ...ownAd,
      body: SoldInputSchema,
    }),
    async (request) => {
      const row = await ownedAd(ctx, signedIn(request), pathId(request.params.id));
      if (row.status === 'pending_review') throw badRequest({ status: [adsText.waitingForReview] });
      const buyer = request.body.buyer_id ?? null;
      if (buyer !== null) await checkBuyer(ctx, row.id, buyer);
      await sellAd(ctx, row.id, buyer);
      return toOwnAd((await loadAd(ctx.db, row.id))!, ctx.now());
    },
  );

  // "Sold to whom?": the buyers to choose from when marking the ad sold.
  api.get(
    '/api/product/:id/buyers/',
    declare(ctx, mine('listMyAdBuyers', 'Who chatted with me about my ad, the accepted offer’s buyer first'), {
      params: AdIdParamsSchema,
      response: { 200: AdBuyersSchema },
    }),
    async (request) => {
      const row = await ownedAd(ctx, signedIn(request), pathId(request.params.id), { removed: true });
      return { results: await adBuyers(ctx, row.id) };
    },
  );

  // Undo of a mistaken tap, for a minute after the sale, unless it paid a cashback (undoSold).
  api.post(
    '/api/product/:id/unsold/',
    declare(ctx, mine('undoMyAdSold', 'Undo marking my ad sold (within a minute of it)'), ownAd),
    async (request) => {
      const row = await ownedAd(ctx, signedIn(request), pathId(request.params.id));
      const now = ctx.now();
      await undoSold(ctx, row.id);
      return toOwnAd((await loadAd(ctx.db, row.id))!, now);
    },
  );

  api.post(
    '/api/product/:id/renew/',
    declare(ctx, mine('renewMyAd', 'Renew my ad for another 30 days'), ownAd),
    async (request) => {
      const row = await ownedAd(ctx, signedIn(request), pathId(request.params.id));
      const now = ctx.now();
      await renewAd(ctx, row);
      return toOwnAd((await loadAd(ctx.db, row.id))!, now);
    },
  );

  // --- Public detail -------------------------------------------------------------------------
  api.get(
    '/api/products/:id/',
    declare(
      ctx,
      {
        operationId: 'getAd',
        summary:
          "Public ad detail (counts a view, except the owner's; expired and removed ads are 404, removed ones except to their owner)",
        tag: 'ads',
        access: 'optional',
        notFound: true,
      },
      { params: AdIdParamsSchema, response: { 200: AdSchema, 410: DetailSchema } },
    ),
    async (request) => {
      const id = pathId(request.params.id);
      const row = await loadAd(ctx.db, id);
      const now = ctx.now();
      if (!row) throw notFound();
      const viewer = request.headers.authorization ? await authenticate(ctx, request) : null;
      // Its owner reads it as on their own routes: with an admin's reason and who removed it.
      const ad = viewer?.id === row.owner_id ? toOwnAd(row, now) : toAd(row, now);
      // Expired ads are gone for the public; sold ones answer with their status.
      if (ad.status === 'expired') throw notFound(adsText.expired);
      // A removed ad's text (a phone number in its description, say) is its owner's alone.
      if (ad.status === 'removed' && viewer?.id !== row.owner_id) {
        // An erased account's ads are gone for good, as their pages say (410).
        if (await isErased(ctx.db, row.owner_id)) throw new HttpError(410, { detail: dataRightsText.adGone });
        throw notFound(adsText.removed);
      }
      // An ad waiting for review is its owner's and the admins' alone: not even its existence shows.
      if (ad.status === 'pending_review' && viewer?.id !== row.owner_id && viewer?.user_type !== 'ADMIN') {
        throw notFound();
      }
      // A visit counts when the ad is live and the visitor is not its owner.
      // The seller's phone is for signed-in buyers only, never for scrapers.
      if (!viewer) ad.phone = null;
      ad.views =
        ad.status === 'active' && viewer?.id !== row.owner_id
          ? await addView(ctx, id, row.views)
          : row.views + pendingViews(ctx, id);
      // The seller card's summary: how the seller deals, as their store says it.
      const dealer = await sellerProfile(ctx, row.owner_id);
      if (dealer) ad.owner = { ...dealer, ...ad.owner };
      // Everyone learns that there are documents; the owner and buyers in a chat get them.
      return withDocuments(ctx, ad, viewer ? await mayReadAdDocuments(ctx.db, id, viewer.id) : false);
    },
  );
  api.get(
    '/api/products/:id/documents/',
    declare(
      ctx,
      {
        operationId: 'getAdDocuments',
        summary:
          "An ad's documents: for its owner, and for buyers with a chat about it whom the seller has not blocked",
        tag: 'ads',
        access: 'user',
        notFound: true,
      },
      { params: AdIdParamsSchema, response: { 200: AdDocumentListSchema, 403: DetailSchema } },
    ),
    async (request) => {
      const user = signedIn(request);
      const id = pathId(request.params.id);
      const row = await loadAd(ctx.db, id);
      const ownOnly = row?.status === 'removed' || row?.status === 'pending_review';
      if (!row || (ownOnly && row.owner_id !== user.id)) throw notFound();
      if (!(await mayReadAdDocuments(ctx.db, id, user.id))) {
        throw forbidden(adsText.documentsChatFirst);
      }
      return { results: await adDocuments(ctx, id) };
    },
  );

  api.post(
    '/api/products/:id/report/',
    declare(
      ctx,
      {
        operationId: 'reportAd',
        summary:
          "Report an ad from its page (once while the report is open; 20 reports a day an account, chats' included)",
        tag: 'ads',
        access: 'user',
        notFound: true,
        conflict: true,
        throttled: true,
      },
      { params: AdIdParamsSchema, body: AdReportSchema, response: { 201: ReportedSchema } },
    ),
    async (request, reply) => {
      const id = await reportAd(ctx, signedIn(request), pathId(request.params.id), request.body);
      return reply.code(201).send({ id, detail: adsText.reportThanks });
    },
  );
  // The admins' list of every ad, `GET /api/products/`, is in features/admin.
}
