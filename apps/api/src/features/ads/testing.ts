import type { AdInput } from '@haat/contract';
import type { Queryable } from '../../db/client';
import { createSession } from '../../http/auth';
import { makeApp, type DbKind } from '../../test/harness';

/**
 * Test helpers (not a test file). The categories the catalogue tests use, whether or not the
 * reference seed has run: upserts keyed on slug.
 */
export async function ensureCategories(db: Queryable) {
  const cats: [string, string, [string, string][]][] = [
    [
      'Mobiles+Tablets',
      'Mobiles & Tablets',
      [
        ['mobile-phones', 'Mobile Phones'],
        ['tablets', 'Tablets'],
      ],
    ],
    [
      'Cars+Bikes',
      'Cars & Bikes',
      [
        ['cars', 'Cars'],
        ['bikes', 'Bikes'],
      ],
    ],
    ['Properties', 'Properties', [['houses-apartments', 'Houses & Apartments']]],
    ['Jobs', 'Jobs', [['it-software', 'IT Software']]],
    ['Furniture', 'Furniture', [['sofas', 'Sofas']]],
  ];
  for (const [slug, title, subs] of cats) {
    await db.query('INSERT INTO categories (slug, title) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING', [slug, title]);
    for (const [s, t] of subs) {
      await db.query(
        `INSERT INTO sub_categories (category_id, slug, title)
         SELECT id, $2, $3 FROM categories WHERE slug = $1 ON CONFLICT (slug) DO NOTHING`,
        [slug, s, t],
      );
    }
  }
}

let seq = 0;
/** How long before `now` makeUser's accounts were made: past the new-account allowances. */
const SETTLED_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * A user and a bearer token for them. The account was made two days before `now`, so it posts
 * and chats at the usual pace; `fresh` makes it at `now`, under the new-account allowances.
 */
export async function makeUser(
  db: Queryable,
  now: Date,
  opts: { name?: string; admin?: boolean; fresh?: boolean } = {},
) {
  seq += 1;
  const mobile = `9${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(4, '0')}`;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO users (mobile, name, user_type, created_on) VALUES ($1, $2, $3, $4) RETURNING id::int AS id',
    [
      mobile,
      opts.name ?? `User ${seq}`,
      opts.admin ? 'ADMIN' : 'CUSTOMER',
      opts.fresh ? now : new Date(now.getTime() - SETTLED_MS),
    ],
  );
  const id = rows[0]!.id;
  const token = await createSession(db, id, now);
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}

export const phoneAd = (over: Partial<AdInput> = {}): AdInput => ({
  title: 'Apple iPhone 13, 128 GB, blue',
  description: 'One year old, bill and box available.',
  price: 42000,
  category: 'Mobiles+Tablets',
  sub_category: 'mobile-phones',
  city: 'Bengaluru',
  state: 'Karnataka',
  area: 'Koramangala',
  data: { brand: 'Apple' },
  ...over,
});

/** The whole API on a fresh database with the categories and two sellers, Asha and Ravi. */
export async function sellersApp(kind: DbKind) {
  const h = await makeApp(kind);
  await ensureCategories(h.db);
  const asha = await makeUser(h.db, h.clock.now(), { name: 'Asha' });
  const ravi = await makeUser(h.db, h.clock.now(), { name: 'Ravi' });
  return { h, asha, ravi };
}
