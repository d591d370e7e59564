import type { DataExport } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { dataRightsText } from './dataRightsText';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

type Rows<T> = Promise<{ rows: T[] }>;
const read = <T>(db: Queryable, sql: string, id: number): Rows<T> => db.query<T>(sql, [id]);

interface RatingRow {
  id: number;
  chat_id: number;
  stars: number;
  text: string;
  reply: string | null;
  created_on: Date;
}
const ratingsBy = (db: Queryable, who: 'author_id' | 'subject_id', id: number) =>
  read<RatingRow>(
    db,
    `SELECT id::int AS id, chat_id::int AS chat_id, stars::int AS stars, text, reply, created_on
       FROM ratings WHERE ${who} = $1 ORDER BY id`,
    id,
  );

/**
 * Everything Haat holds about one account, in the contract's `DataExport`. A handful of
 * set-based queries, run together, whatever the account's size: never one query per ad or chat.
 */
export async function exportData(ctx: AppContext, userId: number): Promise<DataExport> {
  const db = ctx.db;
  const [
    user,
    ads,
    chats,
    messages,
    offers,
    phones,
    given,
    received,
    wallet,
    notes,
    searches,
    pushes,
    consents,
    sessions,
    favs,
    reports,
  ] = await Promise.all([
    read<{
      id: number;
      name: string;
      mobile: string;
      email: string | null;
      email_verified_at: Date | null;
      lang: string;
      wallet_paise: string;
      created_on: Date;
    }>(
      db,
      `SELECT id::int AS id, name, mobile, email, email_verified_at, lang, wallet_paise::text AS wallet_paise, created_on
           FROM users WHERE id = $1`,
      userId,
    ),
    read<{
      id: number;
      title: string;
      description: string;
      price: number;
      category: string;
      sub_category: string | null;
      status: string;
      city: string;
      state: string;
      area: string;
      contact: string;
      phone: string | null;
      data: Record<string, unknown> | null;
      photos: string[];
      created_on: Date;
      updated_on: Date;
      expires_at: Date;
    }>(
      db,
      `SELECT a.id::int AS id, a.title, a.description, a.price, c.slug AS category, s.slug AS sub_category, a.status,
                a.city, a.state, a.area, a.contact, a.phone, a.data,
                coalesce((SELECT jsonb_agg(i->>'url') FROM jsonb_array_elements(a.images) i), '[]'::jsonb) AS photos,
                a.created_on, a.updated_on, a.expires_at
           FROM ads a JOIN categories c ON c.id = a.category_id LEFT JOIN sub_categories s ON s.id = a.sub_category_id
          WHERE a.owner_id = $1 ORDER BY a.id`,
      userId,
    ),
    read<{ id: number; ad_id: number; ad_title: string; buying: boolean; other: string; created_on: Date }>(
      db,
      `SELECT c.id::int AS id, c.ad_id::int AS ad_id, a.title AS ad_title, c.buyer_id = $1 AS buying,
                o.name AS other, c.created_on
           FROM chats c JOIN ads a ON a.id = c.ad_id
           JOIN users o ON o.id = CASE WHEN c.buyer_id = $1 THEN c.seller_id ELSE c.buyer_id END
          WHERE c.buyer_id = $1 OR c.seller_id = $1 ORDER BY c.id`,
      userId,
    ),
    read<{ id: number; chat_id: number; mine: boolean; text: string; photo: string | null; created_on: Date }>(
      db,
      `SELECT m.id::int AS id, m.chat_id::int AS chat_id, m.sender_id = $1 AS mine, m.text, m.image->>'url' AS photo,
                m.created_on
           FROM chat_messages m
          WHERE m.chat_id IN (SELECT id FROM chats WHERE buyer_id = $1 OR seller_id = $1) ORDER BY m.chat_id, m.id`,
      userId,
    ),
    read<{
      id: number;
      chat_id: number;
      mine: boolean;
      amount_paise: string;
      status: string;
      created_on: Date;
      answered_on: Date | null;
    }>(
      db,
      `SELECT o.id::int AS id, o.chat_id::int AS chat_id, o.from_id = $1 AS mine, o.amount_paise::text AS amount_paise,
                o.status, o.created_on, o.answered_on
           FROM chat_offers o
          WHERE o.chat_id IN (SELECT id FROM chats WHERE buyer_id = $1 OR seller_id = $1) ORDER BY o.id`,
      userId,
    ),
    read<{
      id: number;
      chat_id: number;
      buying: boolean;
      status: string;
      phone: string | null;
      created_on: Date;
      answered_on: Date | null;
    }>(
      db,
      `SELECT r.id::int AS id, r.chat_id::int AS chat_id, c.buyer_id = $1 AS buying, r.status, r.phone, r.created_on,
                r.answered_on
           FROM chat_phone_requests r JOIN chats c ON c.id = r.chat_id
          WHERE c.buyer_id = $1 OR c.seller_id = $1 ORDER BY r.id`,
      userId,
    ),
    ratingsBy(db, 'author_id', userId),
    ratingsBy(db, 'subject_id', userId),
    read<{
      id: number;
      kind: string;
      amount_paise: string;
      balance_after_paise: string;
      reference: string;
      description: string;
      created_on: Date;
    }>(
      db,
      `SELECT id::int AS id, kind, amount_paise::text AS amount_paise, balance_after_paise::text AS balance_after_paise,
                reference, description, created_on
           FROM wallet_ledger WHERE user_id = $1 ORDER BY id`,
      userId,
    ),
    read<{ id: number; kind: string; text: string; link: string; status: string; created_on: Date }>(
      db,
      'SELECT id::int AS id, kind, text, link, status, created_on FROM notifications WHERE user_id = $1 ORDER BY id',
      userId,
    ),
    read<{
      id: number;
      label: string;
      link: string;
      filter: Record<string, unknown>;
      sort: string;
      created_on: Date;
    }>(
      db,
      'SELECT id::int AS id, label, link, filter, sort, created_on FROM saved_searches WHERE user_id = $1 ORDER BY id',
      userId,
    ),
    read<{ endpoint: string; created_on: Date }>(
      db,
      'SELECT endpoint, created_on FROM push_subscriptions WHERE user_id = $1 ORDER BY id',
      userId,
    ),
    read<{ kind: DataExport['consents'][number]['kind']; version: string; given_at: Date; withdrawn_at: Date | null }>(
      db,
      'SELECT kind, version, given_at, withdrawn_at FROM consents WHERE user_id = $1 ORDER BY id',
      userId,
    ),
    read<{ created_at: Date; last_used_at: Date; user_agent: string; revoked_at: Date | null; expires_at: Date }>(
      db,
      'SELECT created_at, last_used_at, user_agent, revoked_at, expires_at FROM sessions WHERE user_id = $1 ORDER BY id',
      userId,
    ),
    read<{ ad_id: number; title: string; created_on: Date }>(
      db,
      `SELECT f.ad_id::int AS ad_id, a.title, f.created_on FROM favorites f JOIN ads a ON a.id = f.ad_id
          WHERE f.user_id = $1 ORDER BY f.created_on`,
      userId,
    ),
    read<{
      id: number;
      target: string;
      ad_id: number | null;
      user_id: number | null;
      reason: string;
      details: string;
      status: string;
      created_on: Date;
    }>(
      db,
      `SELECT id::int AS id, target, ad_id::int AS ad_id, user_id::int AS user_id, reason, details, status, created_on
           FROM reports WHERE reporter_id = $1 ORDER BY id`,
      userId,
    ),
  ]);
  const me = user.rows[0]!;
  const now = ctx.now();
  const byChat = new Map<number, DataExport['chats'][number]['messages']>();
  for (const m of messages.rows) {
    const list = byChat.get(m.chat_id) ?? [];
    list.push({ id: m.id, mine: m.mine, text: m.text, photo: m.photo, created_on: iso(m.created_on) });
    byChat.set(m.chat_id, list);
  }
  const rating = (r: RatingRow) => ({
    id: r.id,
    chat_id: r.chat_id,
    stars: r.stars,
    text: r.text,
    reply: r.reply,
    created_on: iso(r.created_on),
  });
  return {
    format: 'haat-data-export/1',
    exported_at: iso(now),
    profile: {
      id: me.id,
      name: me.name,
      mobile: me.mobile,
      email: me.email,
      email_verified: me.email !== null && me.email_verified_at !== null,
      language: me.lang,
      wallet_paise: Number(me.wallet_paise),
      created_on: iso(me.created_on),
    },
    ads: ads.rows.map((a) => ({
      id: a.id,
      title: a.title,
      description: a.description,
      price: a.price,
      category: a.category,
      sub_category: a.sub_category,
      status: a.status,
      city: a.city,
      state: a.state,
      area: a.area,
      contact: a.contact,
      phone: a.phone,
      details: a.data ?? {},
      photos: a.photos,
      created_on: iso(a.created_on),
      updated_on: iso(a.updated_on),
      expires_at: iso(a.expires_at),
    })),
    chats: chats.rows.map((c) => ({
      id: c.id,
      ad_id: c.ad_id,
      ad_title: c.ad_title,
      role: c.buying ? 'buying' : 'selling',
      other_party: c.other || dataRightsText.deletedUser,
      created_on: iso(c.created_on),
      messages: byChat.get(c.id) ?? [],
    })),
    offers: offers.rows.map((o) => ({
      id: o.id,
      chat_id: o.chat_id,
      mine: o.mine,
      amount_paise: Number(o.amount_paise),
      status: o.status,
      created_on: iso(o.created_on),
      answered_on: isoOrNull(o.answered_on),
    })),
    phone_requests: phones.rows.map((p) => ({
      id: p.id,
      chat_id: p.chat_id,
      role: p.buying ? 'buying' : 'selling',
      status: p.status,
      phone: p.phone,
      created_on: iso(p.created_on),
      answered_on: isoOrNull(p.answered_on),
    })),
    ratings_given: given.rows.map(rating),
    ratings_received: received.rows.map(rating),
    wallet: wallet.rows.map((w) => ({
      id: w.id,
      kind: w.kind,
      amount_paise: Number(w.amount_paise),
      balance_after_paise: Number(w.balance_after_paise),
      reference: w.reference,
      description: w.description,
      created_on: iso(w.created_on),
    })),
    notifications: notes.rows.map((n) => ({ ...n, created_on: iso(n.created_on) })),
    saved_searches: searches.rows.map((s) => ({ ...s, created_on: iso(s.created_on) })),
    push_subscriptions: pushes.rows.map((p) => ({ endpoint: p.endpoint, created_on: iso(p.created_on) })),
    consents: consents.rows.map((c) => ({
      kind: c.kind,
      version: c.version,
      given_at: iso(c.given_at),
      withdrawn_at: isoOrNull(c.withdrawn_at),
    })),
    sessions: sessions.rows.map((s) => ({
      created_at: iso(s.created_at),
      last_used_at: iso(s.last_used_at),
      user_agent: s.user_agent,
      ended: s.revoked_at !== null || new Date(s.expires_at) <= now,
    })),
    favourites: favs.rows.map((f) => ({ ad_id: f.ad_id, title: f.title, created_on: iso(f.created_on) })),
    reports: reports.rows.map((r) => ({ ...r, created_on: iso(r.created_on) })),
  };
}
