import type { ContactMessage } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Page } from '../../http/paging';

/** A message to support, as the contact form sends it (phone may be empty). */
interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Keep a message sent to support from `ip`; answers its id. */
export async function storeContactMessage(ctx: AppContext, input: NewContactMessage, ip: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO contact_messages (name, email, phone, message, ip, created_on)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
    [input.name, input.email, input.phone, input.message, ip, ctx.now()],
  );
  return rows[0]!.id;
}

/** A page of the messages sent to support, newest first, and how many there are. */
export async function listContactMessages(ctx: AppContext, page: Page) {
  const count = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages')).rows[0]!.n;
  const { rows } = await ctx.db.query<ContactMessage & { created_on: Date }>(
    `SELECT id::int AS id, name, email, phone, message, created_on FROM contact_messages
      ORDER BY created_on DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { count, results: rows.map((r) => ({ ...r, created_on: new Date(r.created_on).toISOString() })) };
}
