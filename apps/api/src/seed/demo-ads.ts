import type { AdImage } from '@haat/contract';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { bumpCatalogue } from '../features/ads/version';
import { CARD_WIDTH, DETAIL_WIDTH } from '../features/uploads/images';
import { LocalStore } from '../providers/storage/local';
import { CARD_SUFFIX, DETAIL_SUFFIX } from '../providers/storage/paths';
import { TEMPLATES, generateAds, type City, type GeneratedAd } from './demo-ads-catalog';

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

const PALETTE = ['#0b5d4b', '#1f4e8c', '#8c1f4e', '#b85c00', '#4b3b8f', '#2f6f2f', '#7a4a12', '#00677f'];
const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A placeholder photo for a template: its colour, a simple shape and the first words of a title. */
function placeholderSvg(index: number, title: string, category: string): string {
  const bg = PALETTE[index % PALETTE.length]!;
  const words = title.split(' ');
  const line1 = words.slice(0, 3).join(' ');
  const line2 = words.slice(3, 6).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
<rect width="1200" height="900" fill="${bg}"/>
<circle cx="${300 + ((index * 97) % 600)}" cy="${250 + ((index * 53) % 300)}" r="${160 + ((index * 31) % 120)}" fill="#fff" opacity="0.12"/>
<rect x="80" y="620" width="1040" height="200" rx="24" fill="#000" opacity="0.25"/>
<text x="120" y="705" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${esc(line1)}</text>
<text x="120" y="785" font-family="DejaVu Sans, Arial, sans-serif" font-size="48" fill="#fff">${esc(line2 || category.replace('+', ' & '))}</text>
</svg>`;
}

/** Render one placeholder per template into the store (WebP, with the card and detail sizes). */
async function renderPlaceholders(ctx: AppContext, ownerId: number): Promise<Map<number, AdImage>> {
  const storage = ctx.storage;
  const root = LocalStore.rootOf(ctx.config);
  const dir = path.join(root, 'assets', String(ownerId));
  await mkdir(dir, { recursive: true });
  const out = new Map<number, AdImage>();
  for (const [i, t] of TEMPLATES.entries()) {
    // One picture serves every ad of a template, so it names the sub-category, never one ad's model.
    const sample = t.sub
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
    const key = `assets/${ownerId}/demo-${t.sub}-${i}.webp`;
    const file = path.join(root, key);
    // Rasterise once at detail width; the stored original is that same picture.
    const raw = await sharp(Buffer.from(placeholderSvg(i, sample, t.category)))
      .resize({ width: DETAIL_WIDTH })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const detail = await sharp(raw).webp({ quality: 78, effort: 2 }).toBuffer();
    await writeFile(file, detail);
    await writeFile(file + DETAIL_SUFFIX, detail);
    await writeFile(
      file + CARD_SUFFIX,
      await sharp(raw).resize({ width: CARD_WIDTH }).webp({ quality: 75, effort: 2 }).toBuffer(),
    );
    out.set(i, storage.imageUrls(key));
  }
  return out;
}

/**
 * Demo ads for a first start: `count` realistic ads over every category and the 12 popular
 * cities, with placeholder photos, owned by the demo customers in turn. Does nothing when any ad
 * exists already. Returns how many were added.
 */
export async function seedDemoAds(ctx: AppContext, ownerIds: number[], count = 360): Promise<number> {
  if (!ownerIds.length) return 0;
  const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM ads LIMIT 1) x');
  if (rows[0]!.n > 0) return 0;
  const images = await renderPlaceholders(ctx, ownerIds[0]!);
  const cities = await popularCities(ctx.db);
  const ads = [...generateAds(count, cities, 2026, ctx.now().getUTCFullYear())];
  const n = await insertGeneratedAds(ctx.db, ads, {
    owners: ownerIds,
    now: ctx.now(),
    images: (ad) => {
      const img = images.get(ad.template);
      return img ? [img] : [];
    },
  });
  bumpCatalogue(ctx);
  return n;
}
