import { UserListQuerySchema, UserListSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { declare, typed } from '../../http/route';
import { pageLinks } from '../../http/paging';
import { listUsers } from './service';

/** `GET /api/user/`: every account, newest first, for admins only (401 anonymous, 403 customers). */
export async function usersRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(
    '/api/user/',
    declare(
      ctx,
      {
        operationId: 'listUsers',
        summary: 'All accounts (admins only), search by mobile or name',
        tag: 'admin',
        access: 'admin',
      },
      { querystring: UserListQuerySchema, response: { 200: UserListSchema } },
    ),
    async (request) => {
      const { search, limit, offset } = request.query;
      const { count, results } = await listUsers(ctx, search, { limit, offset });
      return { count, ...pageLinks(ctx, request, { limit, offset }, count), results };
    },
  );
}
