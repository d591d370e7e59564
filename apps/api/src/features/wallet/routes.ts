import {
  ClientErrorSchema,
  PageQuerySchema,
  TopupConfirmSchema,
  TopupConfirmedSchema,
  TopupInputSchema,
  TopupOrderSchema,
  TopupParamsSchema,
  WalletSchema,
} from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { declare, pathId, signedIn, typed } from '../../http/route';
import { confirmTopup, createTopup, razorpayWebhook, readWallet } from './service';

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
      },
      { body: TopupInputSchema, response: { 200: TopupOrderSchema, 201: TopupOrderSchema } },
    ),
    async (request, reply) => {
      const { order, created } = await createTopup(ctx, signedIn(request).id, request.body);
      return reply.code(created ? 201 : 200).send(order);
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
          throw new HttpError(400, { detail: 'The webhook signature does not match.' });
        }
        let event: unknown;
        try {
          event = JSON.parse(raw);
        } catch {
          throw new HttpError(400, { detail: 'The webhook body is not JSON.' });
        }
        return { status: await razorpayWebhook(ctx, event as Parameters<typeof razorpayWebhook>[1]) };
      },
    );
  });
}
