import { UserListQuerySchema, UserListSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { declare, typed } from '../../http/route';
import { pageLinks } from '../../http/paging';
import { ADMIN_USER_COLUMNS, toAdminUser, type AdminUserRow } from './service';
import { likeEscape } from '../../db/like';

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
      const params: unknown[] = [];
      let where = '';
      if (search) {
        const digits = search.replace(/\D/g, '');
        params.push(`%${likeEscape(search.toLowerCase())}%`);
        where = `WHERE lower(name) LIKE $1`;
        if (digits.length >= 3) {
          params.push(`%${digits.slice(-10)}%`);
          where += ` OR mobile LIKE $2`;
        }
      }
      const [count, page] = await Promise.all([
        ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users ${where}`, params),
        ctx.db.query<AdminUserRow>(
          `SELECT ${ADMIN_USER_COLUMNS}
           FROM users ${where} ORDER BY created_on DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
          params,
        ),
      ]);
      const total = count.rows[0]!.n;
      return {
        count: total,
        ...pageLinks(ctx, request, { limit, offset }, total),
        results: page.rows.map(toAdminUser),
      };
    },
  );
}
