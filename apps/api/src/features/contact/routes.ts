import { ContactInputSchema } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../http/auth';
import { parse, tooMany } from '../../http/errors';
import { pageLinks, parsePage } from '../ads/paging';

/** Messages one address may send per window. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const recent = new Map<string, number[]>();

  app.post('/contact/', async (request, reply) => {
    const now = ctx.now().getTime();
    const ip = request.ip;
    const times = (recent.get(ip) ?? []).filter((t) => now - t < CONTACT_WINDOW_MS);
    if (times.length >= CONTACT_LIMIT) throw tooMany((times[0]! + CONTACT_WINDOW_MS - now) / 1000);
    const body = parse(ContactInputSchema, request.body);
    times.push(now);
    recent.set(ip, times);
    if (recent.size > 10_000) recent.clear(); // bounded memory; a flood only resets its own window
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO contact_messages (name, email, phone, message, ip, created_on)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
      [body.name, body.email, body.phone, body.message, ip, ctx.now()],
    );
    return reply.code(201).send({ id: rows[0]!.id, detail: 'Thank you. We will get back to you soon.' });
  });

  /** Admins read what was sent, newest first. */
  app.get('/contact/', async (request) => {
    await requireAdmin(ctx, request);
    const page = parsePage(request.query);
    const count = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]!.n;
    const { rows } = await ctx.db.query(
      `SELECT id::int AS id, name, email, phone, message, created_on FROM contact_messages
        ORDER BY created_on DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
    return { count, ...pageLinks(ctx, request, page, count), results: rows };
  });
}
