import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/errors';
import { getFresh, putFresh } from '../../http/freshCache';
import { adsText } from './adsText';
import { say } from '../../http/language';
import { categoryTitle, subCategoryTitle } from './categoryText';

export interface CategoryRef {
  id: number;
  slug: string;
  title: string;
}
export interface SubCategoryRef extends CategoryRef {
  category_id: number;
}

/**
 * A slug compared loosely: 'Mobiles+Tablets' also matches 'mobiles tablets' (a `+` left
 * unencoded in a query string arrives as a space) and 'mobile phones' matches 'mobile-phones'.
 */
const loose = (expr: string) => `regexp_replace(lower(${expr}), '[-+_ ]+', ' ', 'g')`;

/**
 * Categories are reference data that every search and every posted ad looks up: a name found is
 * remembered for a minute per database (one query fewer per request). Unknown names always ask.
 */
const FOUND_MS = 60_000;
const found = new WeakMap<Queryable, Map<string, { at: number; row: CategoryRef | SubCategoryRef }>>();

async function remembered<T extends CategoryRef>(
  db: Queryable,
  key: string,
  look: () => Promise<T | null>,
): Promise<T | null> {
  let memo = found.get(db);
  if (!memo) found.set(db, (memo = new Map()));
  const now = performance.now();
  const hit = getFresh(memo, key, now, FOUND_MS);
  if (hit) return hit.row as T;
  const row = await look();
  if (row) putFresh(memo, key, { at: now, row }, FOUND_MS, 1000);
  return row;
}

/** A category by id or slug (the spec's key, e.g. 'Mobiles+Tablets'; case-insensitive), or null. */
export function findCategory(db: Queryable, ref: number | string): Promise<CategoryRef | null> {
  return remembered(db, `c ${ref}`, () => lookCategory(db, ref));
}

export function findSubCategory(db: Queryable, ref: number | string): Promise<SubCategoryRef | null> {
  return remembered(db, `s ${ref}`, () => lookSubCategory(db, ref));
}

/** Category ids are PostgreSQL integers: a longer number names no category and never reaches SQL. */
const MAX_ID = 2_147_483_647;
const outOfRange = (byId: boolean, ref: number | string) =>
  byId && !(Number.isSafeInteger(Number(ref)) && Number(ref) >= 1 && Number(ref) <= MAX_ID);

async function lookCategory(db: Queryable, ref: number | string): Promise<CategoryRef | null> {
  const byId = typeof ref === 'number' || /^\d+$/.test(ref);
  if (outOfRange(byId, ref)) return null;
  const { rows } = await db.query<CategoryRef>(
    byId
      ? 'SELECT id, slug, title FROM categories WHERE id = $1'
      : `SELECT id, slug, title FROM categories
          WHERE lower(slug) = lower($1) OR lower(title) = lower($1) OR ${loose('slug')} = ${loose('$1')}
          ORDER BY (slug = $1) DESC LIMIT 1`,
    [byId ? Number(ref) : ref],
  );
  return rows[0] ?? null;
}

async function lookSubCategory(db: Queryable, ref: number | string): Promise<SubCategoryRef | null> {
  const byId = typeof ref === 'number' || /^\d+$/.test(ref);
  if (outOfRange(byId, ref)) return null;
  const { rows } = await db.query<SubCategoryRef>(
    byId
      ? 'SELECT id, slug, title, category_id FROM sub_categories WHERE id = $1'
      : `SELECT id, slug, title, category_id FROM sub_categories
          WHERE lower(slug) = lower($1) OR lower(title) = lower($1) OR ${loose('slug')} = ${loose('$1')}
          ORDER BY (slug = $1) DESC LIMIT 1`,
    [byId ? Number(ref) : ref],
  );
  return rows[0] ?? null;
}

/** The names an ad answer carries for its category and sub-category. */
export interface CategoryNames {
  category_slug: string;
  category_title: string;
  sub_category_slug: string | null;
  sub_category_title: string | null;
}

interface Taxonomy {
  at: number;
  categories: Map<number, CategoryRef>;
  subCategories: Map<number, CategoryRef>;
}
const taxonomies = new WeakMap<Queryable, Taxonomy>();

async function readTaxonomy(db: Queryable): Promise<Taxonomy> {
  const { rows } = await db.query<CategoryRef & { sub: boolean }>(
    `SELECT false AS sub, id, slug, title FROM categories
     UNION ALL SELECT true, id, slug, title FROM sub_categories`,
  );
  const t: Taxonomy = { at: performance.now(), categories: new Map(), subCategories: new Map() };
  for (const { sub, ...ref } of rows) (sub ? t.subCategories : t.categories).set(ref.id, ref);
  taxonomies.set(db, t);
  return t;
}

/**
 * Each row (an ad: `category` and `sub_category` are ids) with its category's and
 * sub-category's slug and title. The whole taxonomy (a few hundred rows) is read in one statement
 * and remembered for a minute per database, like the lookups above; an id it does not hold (a
 * category added since) reads it again.
 */
export async function categoryNames<T extends { category: number; sub_category: number | null }>(
  db: Queryable,
  rows: T[],
): Promise<(T & CategoryNames)[]> {
  if (!rows.length) return [];
  let t = taxonomies.get(db);
  const known = (x: Taxonomy) =>
    rows.every((r) => x.categories.has(r.category) && (r.sub_category === null || x.subCategories.has(r.sub_category)));
  if (!t || performance.now() - t.at > FOUND_MS || !known(t)) t = await readTaxonomy(db);
  const { categories, subCategories } = t;
  return rows.map((r) => {
    const c = categories.get(r.category);
    const s = r.sub_category === null ? undefined : subCategories.get(r.sub_category);
    return {
      ...r,
      category_slug: c?.slug ?? '',
      category_title: c ? categoryTitle(c.slug, c.title) : '',
      sub_category_slug: s?.slug ?? null,
      sub_category_title: s ? subCategoryTitle(s.slug, s.title) : null,
    };
  });
}

/**
 * Resolve the category pair of an ad or a search: 400 naming the field when either is unknown or
 * the sub-category belongs to another category. A sub-category alone implies its category.
 */
export async function resolveCategories(
  db: Queryable,
  category: number | string | null | undefined,
  subCategory: number | string | null | undefined,
  opts: { categoryRequired: boolean },
): Promise<{ category: CategoryRef | null; subCategory: SubCategoryRef | null }> {
  const hasCat = category !== undefined && category !== null && category !== '';
  const hasSub = subCategory !== undefined && subCategory !== null && subCategory !== '';
  const cat = hasCat ? await findCategory(db, category) : null;
  if (hasCat && !cat) throw badRequest({ category: [adsText.unknownCategory] });
  const sub = hasSub ? await findSubCategory(db, subCategory) : null;
  if (hasSub && !sub) throw badRequest({ sub_category: [adsText.unknownSubCategory] });
  if (cat && sub && sub.category_id !== cat.id) {
    throw badRequest({ sub_category: [say(adsText.subNotInCategory, { category: cat.title })] });
  }
  if (!cat && sub) {
    const parent = await findCategory(db, sub.category_id);
    return { category: parent, subCategory: sub };
  }
  if (!cat && opts.categoryRequired) throw badRequest({ category: [adsText.categoryRequired] });
  return { category: cat, subCategory: sub };
}
