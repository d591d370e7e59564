import {
  ConsentKindParamsSchema,
  ConsentListSchema,
  DataExportQuerySchema,
  DataExportSchema,
  DetailSchema,
  EraseAccountSchema,
} from '@haat/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { LIMITS, rulesOf, spend } from '../../http/limits';
import { declare, signedIn, typed } from '../../http/route';
import { userById } from '../auth/users';
import { indiaDay } from '../banners/service';
import { reauthenticate } from '../profile/reauth';
import { consentKind, giveConsent, listConsents, withdrawConsent } from './consents';
import { dataRightsText } from './dataRightsText';
import { eraseAccount } from './erase';
import { exportData } from './export';
import { exportZip } from './exportZip';

/** The signed-in user's data rights: a copy of their data, erasure, and their consents. */
export async function dataRightsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = typed(app);

  api.get(
    '/api/profile/export/',
    declare(
      ctx,
      {
        operationId: 'exportMyData',
        summary:
          'Everything Haat holds about me, as a JSON file to download, or (format=zip) a zip of it with my photos (3 an hour, either format)',
        tag: 'profile',
        access: 'user',
        throttled: true,
      },
      {
        querystring: DataExportQuerySchema,
        response: {
          200: {
            description:
              'The JSON file; or a zip of it as haat-data.json with the original files of my ads’ photos and of the photos I sent in chats under photos/, and photos/MISSING.txt naming any it could not include',
            content: {
              'application/json': { schema: DataExportSchema },
              'application/zip': { schema: z.string() },
            },
          },
        },
      },
    ),
    async (request, reply) => {
      const me = signedIn(request);
      // One limit for both formats: a zip is the same copy, with photos.
      await spend(ctx, rulesOf(`data-export:${me.id}`, LIMITS.dataExports), dataRightsText.tooManyExports);
      const data = await exportData(ctx, me.id);
      const name = `haat-data-${indiaDay(ctx.now())}`;
      void reply.header('cache-control', 'no-store');
      if (request.query.format === 'zip') {
        // A stream, not the typed JSON answer: sent through the reply's untyped face, as sendFile does.
        const raw: FastifyReply = reply;
        return raw
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${name}.zip"`)
          .send(exportZip(ctx.storage, me.id, DataExportSchema.parse(data), ctx.now()));
      }
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.json"`)
        .send(data);
    },
  );

  api.delete(
    '/api/profile/',
    declare(
      ctx,
      {
        operationId: 'eraseMyAccount',
        summary:
          'Delete my account for good (password, or otp without one; forfeit_balance when the wallet holds money, else 409)',
        tag: 'profile',
        access: 'user',
        throttled: true,
        conflict: true,
      },
      { body: EraseAccountSchema, response: { 200: DetailSchema } },
    ),
    async (request) => {
      const me = (await userById(ctx.db, signedIn(request).id))!;
      const body = request.body;
      try {
        await reauthenticate(ctx, me, { current_password: body.password, otp: body.otp });
      } catch (err) {
        // The same checks as an e-mail change, answered on this form's own field.
        if (err instanceof HttpError && err.status === 400 && 'current_password' in err.body) {
          throw new HttpError(400, { password: err.body.current_password as string[] });
        }
        throw err;
      }
      await eraseAccount(ctx, me.id, body.forfeit_balance === true);
      return { detail: dataRightsText.erased };
    },
  );

  api.get(
    '/api/profile/consents/',
    declare(
      ctx,
      {
        operationId: 'listMyConsents',
        summary: 'My consents, each with its version and time',
        tag: 'profile',
        access: 'user',
      },
      { response: { 200: ConsentListSchema } },
    ),
    async (request) => ({ results: await listConsents(ctx.db, signedIn(request).id) }),
  );

  api.post(
    '/api/profile/consents/:kind/withdraw/',
    declare(
      ctx,
      {
        operationId: 'withdrawConsent',
        summary: 'Withdraw a consent (Terms and Privacy only by deleting the account: 409)',
        tag: 'profile',
        access: 'user',
        notFound: true,
        conflict: true,
      },
      { params: ConsentKindParamsSchema, response: { 200: ConsentListSchema } },
    ),
    async (request) => {
      const me = signedIn(request);
      await withdrawConsent(ctx, me.id, consentKind(request.params.kind));
      return { results: await listConsents(ctx.db, me.id) };
    },
  );

  api.post(
    '/api/profile/consents/:kind/give/',
    declare(
      ctx,
      {
        operationId: 'giveConsent',
        summary: 'Agree to marketing messages by SMS or push (the other consents are given by acts)',
        tag: 'profile',
        access: 'user',
        notFound: true,
      },
      { params: ConsentKindParamsSchema, response: { 200: ConsentListSchema } },
    ),
    async (request) => {
      const me = signedIn(request);
      await giveConsent(ctx, me.id, consentKind(request.params.kind), request.ip);
      return { results: await listConsents(ctx.db, me.id) };
    },
  );
}
