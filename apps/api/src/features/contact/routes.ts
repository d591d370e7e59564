import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../http/auth';
import { parse, tooMany } from '../../http/errors';
import { pageLinks, parsePage } from '../ads/paging';

/** The spec's messages (section 5). */
const ContactSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(200)
    .pipe(z.email('Enter valid email address')),
  // "+91 9876543210" (country code, a space, the number) or just the digits; optional.
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^(\+\d{1,3} )?\d{5,10}$/, 'Enter valid phone number')
    .or(z.literal(''))
    .default(''),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000),
});

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
    const body = parse(ContactSchema, request.body);
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
