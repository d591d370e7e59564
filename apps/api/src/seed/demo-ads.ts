import type { AdImage } from '@haat/contract';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { bumpCatalogue } from '../features/ads/version';
import { CARD_WIDTH, DETAIL_WIDTH } from '../features/uploads/images';
import { loadSharp } from '../features/uploads/sharp';
import { LocalStore } from '../providers/storage/local';
import { CARD_SUFFIX, DETAIL_SUFFIX } from '../providers/storage/paths';
import { TEMPLATES, generateAds, type City, type GeneratedAd } from './demo-ads-catalog';
import { productSvg, variantOf } from './demo-photos';

/** The 12 popular cities of the reference data (largest first), or a built-in few without it. */
export async function popularCities(db: Queryable): Promise<City[]> {
  const { rows } = await db.query<City>(
    `SELECT c.name, s.name AS state, c.lat, c.lng FROM cities c JOIN states s ON s.id = c.state_id
      WHERE c.popular_rank IS NOT NULL ORDER BY c.popular_rank`,
  );
  if (rows.length) return rows;
  return [
    { name: 'Mumbai', state: 'Maharashtra', lat: 19.07283, lng: 72.88261 },
    { name: 'Delhi', state: 'Delhi', lat: 28.65195, lng: 77.23149 },
    { name: 'Bengaluru', state: 'Karnataka', lat: 12.97194, lng: 77.59369 },
    { name: 'Hyderabad', state: 'Telangana', lat: 17.38405, lng: 78.45636 },
    { name: 'Chennai', state: 'Tamil Nadu', lat: 13.08784, lng: 80.27847 },
    { name: 'Pune', state: 'Maharashtra', lat: 18.51957, lng: 73.85535 },
  ];
}

/**
 * Insert generated ads in batches (one statement per batch, columns as arrays), owners taken in
 * turn from `owners`. Returns how many were inserted. Unknown sub-category slugs become null.
 */
export async function insertGeneratedAds(
  db: Queryable,
  ads: Iterable<GeneratedAd>,
  opts: {
    owners: number[];
    now: Date;
    images?: (ad: GeneratedAd) => AdImage[];
    batch?: number;
    onBatch?: (n: number) => void;
  },
): Promise<number> {
  const cats = new Map(
    (await db.query<{ slug: string; id: number }>('SELECT slug, id FROM categories')).rows.map((r) => [r.slug, r.id]),
  );
  const subs = new Map(
    (await db.query<{ slug: string; id: number }>('SELECT slug, id FROM sub_categories')).rows.map((r) => [
      r.slug,
      r.id,
    ]),
  );
  const size = opts.batch ?? 2000;
  let cols: unknown[][] = [];
  let total = 0;
  const reset = () => (cols = Array.from({ length: 17 }, () => []));
  reset();
  const flush = async () => {
    if (!cols[0]!.length) return;
    await db.query(
      `INSERT INTO ads (owner_id, title, description, price, category_id, sub_category_id, images, data, city, state,
                        area, lat, lng, created_on, updated_on, expires_at, featured, featured_until)
       SELECT o, t, d, p, c, s, i::jsonb, x::jsonb, ci, st, ar, la, ln, cr, cr, cr + interval '30 days', f,
              CASE WHEN f THEN $18::timestamptz + interval '7 days' END
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::text[],
                     $9::text[], $10::text[], $11::text[], $12::float8[], $13::float8[], $14::timestamptz[],
                     $15::bool[], $16::int[], $17::int[])
           AS u(o, t, d, p, c, s, i, x, ci, st, ar, la, ln, cr, f, _a, _b)`,
      [...cols, opts.now],
    );
    total += cols[0]!.length;
    opts.onBatch?.(total);
    reset();
  };
  let k = 0;
  for (const ad of ads) {
    const category = cats.get(ad.category);
    if (!category) continue;
    const values = [
      opts.owners[k++ % opts.owners.length],
      ad.title,
      ad.description,
      ad.price,
      category,
      subs.get(ad.sub) ?? null,
      JSON.stringify(opts.images?.(ad) ?? []),
      JSON.stringify(ad.data),
      ad.city,
      ad.state,
      ad.area,
      ad.lat,
      ad.lng,
      new Date(opts.now.getTime() - ad.ageSeconds * 1000),
      ad.featured,
      0,
      0,
    ];
    values.forEach((v, i) => cols[i]!.push(v));
    if (cols[0]!.length >= size) await flush();
  }
  await flush();
  return total;
}

/** Photos rendered at once: sharp works on its own threads, so a few in flight use both cores. */
const RENDER_AT_ONCE = 4;

/** The look of an ad's photo: its template's drawing, in one of the variants, the same every seed. */
const lookOf = (ad: GeneratedAd) => `${ad.template}-${variantOf(`${ad.title}|${ad.area}|${ad.ageSeconds}`)}`;

/**
 * Render the photos these looks need into the store: WebP at the detail width (also kept as the
 * original) and at the card width, from one rasterisation of the drawing.
 */
async function renderPhotos(ctx: AppContext, ownerId: number, looks: Set<string>): Promise<Map<string, AdImage>> {
  const root = LocalStore.rootOf(ctx.config);
  await mkdir(path.join(root, 'assets', String(ownerId)), { recursive: true });
  const out = new Map<string, AdImage>();
  const queue = [...looks];
  const sharp = await loadSharp();
  const render = async (look: string) => {
    const [template, variant] = look.split('-').map(Number) as [number, number];
    const sub = TEMPLATES[template]!.sub;
    const key = `assets/${ownerId}/demo-${sub}-${look}.webp`;
    const file = path.join(root, key);
    const { data, info } = await sharp(Buffer.from(productSvg(sub, template, variant)))
      .resize({ width: DETAIL_WIDTH })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const [detail, card] = await Promise.all([
      sharp(data, raw).webp({ quality: 78, effort: 2 }).toBuffer(),
      sharp(data, raw).resize({ width: CARD_WIDTH }).webp({ quality: 75, effort: 2 }).toBuffer(),
    ]);
    await Promise.all([
      writeFile(file, detail),
      writeFile(file + DETAIL_SUFFIX, detail),
      writeFile(file + CARD_SUFFIX, card),
    ]);
    out.set(look, ctx.storage.imageUrls(key));
  };
  await Promise.all(
    Array.from({ length: RENDER_AT_ONCE }, async () => {
      for (let look = queue.shift(); look !== undefined; look = queue.shift()) await render(look);
    }),
  );
  return out;
}

/**
 * Demo ads for a first start: `count` realistic ads over every category and the 12 popular
 * cities, with drawn product photos (no text in them), owned by the demo customers in turn. Does nothing when any ad
 * exists already. Returns how many were added.
 */
export async function seedDemoAds(ctx: AppContext, ownerIds: number[], count = 360): Promise<number> {
  if (!ownerIds.length) return 0;
  const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM ads LIMIT 1) x');
  if (rows[0]!.n > 0) return 0;
  const cities = await popularCities(ctx.db);
  const ads = [...generateAds(count, cities, 2026, ctx.now().getUTCFullYear())];
  const images = await renderPhotos(ctx, ownerIds[0]!, new Set(ads.map(lookOf)));
  const n = await insertGeneratedAds(ctx.db, ads, {
    owners: ownerIds,
    now: ctx.now(),
    images: (ad) => {
      const img = images.get(lookOf(ad));
      return img ? [img] : [];
    },
  });
  bumpCatalogue(ctx);
  return n;
}
