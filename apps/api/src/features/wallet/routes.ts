import {
  ClientErrorSchema,
  PageQuerySchema,
  TopupConfirmSchema,
  TopupConfirmedSchema,
  TopupInputSchema,
  type TopupInput,
  TopupOrderSchema,
  TopupParamsSchema,
  WalletSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, tooMany } from '../../http/errors';
import { LIMITS, rulesOf } from '../../http/limits';
import { take } from '../../http/throttle';
import { declare, pathId, signedIn, typed } from '../../http/route';
import { confirmTopup, createTopup, razorpayWebhook, readWallet, topupByKey } from './service';
import { walletText } from './walletText';

export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);

  api.get(
    '/api/wallet/',
    declare(
      ctx,
      {
        operationId: 'getWallet',
        summary: 'My wallet: the balance and its ledger, newest first',
        tag: 'wallet',
        access: 'user',
      },
      { querystring: PageQuerySchema, response: { 200: WalletSchema } },
    ),
    async (request) => readWallet(ctx, request, signedIn(request).id, request.query),
  );

  api.post(
    '/api/wallet/topup/',
    declare(
      ctx,
      {
        operationId: 'createTopup',
        summary: 'Start a top-up of ₹10 to ₹50,000 (the same idempotency key answers the first order)',
        tag: 'wallet',
        access: 'user',
        throttled: true,
        conflict: true,
      },
      { body: TopupInputSchema, response: { 200: TopupOrderSchema, 201: TopupOrderSchema } },
    ),
    async (request, reply) => {
      const made = await limitedTopup(ctx, signedIn(request).id, request.body);
      return reply.code(made.created ? 201 : 200).send(made.order);
    },
  );

  api.post(
    '/api/wallet/topup/:id/confirm/',
    declare(
      ctx,
      {
        operationId: 'confirmTopup',
        summary: "Confirm a top-up: at once in test mode, with Razorpay's signature otherwise; credits once",
        tag: 'wallet',
        access: 'user',
        notFound: true,
      },
      { params: TopupParamsSchema, body: TopupConfirmSchema, response: { 200: TopupConfirmedSchema } },
    ),
    async (request) => confirmTopup(ctx, signedIn(request).id, pathId(request.params.id), request.body),
  );

  // Razorpay signs the exact bytes it sent, so this route reads its body as text and parses it
  // only after the signature checks out (the parser is scoped to this plugin).
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    typed(hook).post(
      '/api/payments/razorpay/webhook/',
      declare(
        ctx,
        {
          operationId: 'razorpayWebhook',
          summary: "Razorpay's payment events, checked against X-Razorpay-Signature; credits once",
          tag: 'wallet',
        },
        // 400: its own refusals are one message; a body that cannot be read at all (a Content-Encoding
        // that lies) is refused before the handler, as field errors like every other operation's.
        { response: { 200: z.object({ status: z.enum(['credited', 'ignored']) }), 400: ClientErrorSchema } },
      ),
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-razorpay-signature'];
        if (
          ctx.payments.name !== 'razorpay' ||
          !ctx.payments.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)
        ) {
          throw new HttpError(400, { detail: walletText.webhookSignature });
        }
        let event: unknown;
        try {
          event = JSON.parse(raw);
        } catch {
          throw new HttpError(400, { detail: walletText.webhookNotJson });
        }
        return { status: await razorpayWebhook(ctx, event as Parameters<typeof razorpayWebhook>[1]) };
      },
    );
  });
}

/** How long a request waits for the order another request with its idempotency key is making. */
const SAME_KEY_WAIT_MS = 10_000;
const SAME_KEY_POLL_MS = 50;

/**
 * A top-up order within the account's allowance (LIMITS.topupOrders): in razorpay mode each new
 * order is a call to the Orders API, so that is what is counted and bounded. The first request
 * with an idempotency key claims it and pays one hit of the allowance; requests with the same key
 * that arrive meanwhile wait for that order and answer it, costing nothing and never making a
 * second provider order. A retry after the order exists is answered at once, also for free.
 */
async function limitedTopup(ctx: AppContext, userId: number, input: TopupInput) {
  const deadline = Date.now() + SAME_KEY_WAIT_MS;
  for (;;) {
    const earlier = await topupByKey(ctx, userId, input.idempotency_key);
    if (earlier) return { order: earlier, created: false };
    const claim = await take(ctx, [
      { key: `topup-key:${userId}:${input.idempotency_key}`, windowMs: 24 * 60 * 60 * 1000, limit: 1 },
    ]);
    if (claim.wait === 0) {
      const quota = await take(ctx, rulesOf(`topup-order:${userId}`, LIMITS.topupOrders));
      if (quota.wait > 0) {
        await claim.refund();
        throw tooMany(quota.wait, walletText.tooManyTopUps);
      }
      try {
        const made = await createTopup(ctx, userId, input);
        if (!made.created) await quota.refund();
        return made;
      } catch (err) {
        // Not made: the key and the allowance are free again.
        await quota.refund();
        await claim.refund();
        throw err;
      }
    }
    if (Date.now() > deadline) {
      throw new HttpError(409, { idempotency_key: [walletText.stillStarting] });
    }
    await new Promise((resolve) => setTimeout(resolve, SAME_KEY_POLL_MS));
  }
}
