import type { Ad, AdStatus } from '@haat/contract';
import type { QueryOptions, Queryable } from '../../db/client';
import { categoryNames } from './categories';

/**
 * The columns every ad answer needs; `a` is ads, `u` the owner, `av` its views (a table of their
 * own: counting a view never writes the ads row). Category and sub-category names are not joined:
 * they come from the remembered taxonomy (`queryAds`): a page statement then has four relations
 * to plan instead of six, about half the planning (figures in docs/search.md).
 */
export const AD_SELECT = `a.id::int AS id, a.title, a.description, a.price, a.category_id AS category,
  a.sub_category_id AS sub_category, a.images, a.featured, a.featured_until,
  a.status, a.created_on, a.updated_on, a.expires_at, a.city, a.state, a.area, a.lat, a.lng, coalesce(av.views, 0) AS views,
  a.owner_id::int AS owner_id, u.name AS owner_name, u.created_on AS owner_since, a.data, a.contact, a.phone`;

/** Short list items: the description cut to 200 characters (cards never show more), and no phone. */
export const AD_SELECT_LIST = AD_SELECT.replace('a.description,', 'left(a.description, 200) AS description,').replace(
  ', a.phone',
  ', NULL::text AS phone',
);

export const AD_JOINS = `JOIN users u ON u.id = a.owner_id
  LEFT JOIN ad_views av ON av.ad_id = a.id`;

/** An ad as `AD_SELECT` reads it, before its category names are added. */
type AdRecord = Omit<AdRow, 'category_slug' | 'category_title' | 'sub_category_slug' | 'sub_category_title'>;

/**
 * Run a statement that selects `AD_SELECT` (or `AD_SELECT_LIST`) from `a` with `AD_JOINS`, and
 * name each ad's category and sub-category.
 */
export async function queryAds<T extends object = object>(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
  opts?: QueryOptions,
): Promise<(AdRow & T)[]> {
  const { rows } = await db.query<AdRecord & T>(sql, params, opts);
  return categoryNames(db, rows);
}

/**
 * An ad as the database hands it over, before `toAd`: the API's `Ad` with its times as dates, the
 * owner in columns, and no thumbnail or effective status worked out yet.
 */
export type AdRow = Omit<
  Ad,
  'featured_until' | 'created_on' | 'updated_on' | 'expires_at' | 'owner' | 'thumbnail' | 'distance_km'
> & {
  featured_until: Date | null;
  created_on: Date;
  updated_on: Date;
  expires_at: Date;
  owner_id: number;
  owner_name: string;
  owner_since: Date;
  distance_km?: number | null;
  /** Read only where the owner's views select it (`OWN_EXTRA`). */
  held_by?: 'admin' | 'block' | null;
};

/** What an owner's own views select beyond `AD_SELECT`: the admin's reason and who removed it. */
export const OWN_EXTRA = 'a.moderation_reason, a.held_by';

/** An active ad past its expiry date reads as expired. */
export function effectiveStatus(row: Pick<AdRow, 'status' | 'expires_at'>, now: Date): AdStatus {
  return row.status === 'active' && new Date(row.expires_at) <= now ? 'expired' : row.status;
}

export function toAd(row: AdRow, now: Date): Ad {
  const status = effectiveStatus(row, now);
  // A sold (or otherwise ended) ad is no longer promoted, whatever its featuring had left.
  const featuredNow =
    status === 'active' && row.featured && row.featured_until !== null && new Date(row.featured_until) > now;
  const ad: Ad = {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    category: row.category,
    category_slug: row.category_slug,
    category_title: row.category_title,
    sub_category: row.sub_category,
    sub_category_slug: row.sub_category_slug,
    sub_category_title: row.sub_category_title,
    images: row.images,
    thumbnail: row.images[0]?.card ?? null,
    featured: featuredNow,
    featured_until: featuredNow ? new Date(row.featured_until!).toISOString() : null,
    status,
    created_on: new Date(row.created_on).toISOString(),
    updated_on: new Date(row.updated_on).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    city: row.city,
    state: row.state,
    area: row.area,
    lat: row.lat,
    lng: row.lng,
    views: row.views,
    owner: { id: row.owner_id, name: row.owner_name, member_since: new Date(row.owner_since).toISOString() },
    data: row.data,
    contact: row.contact ?? 'chat',
    phone: row.contact === 'chat_phone' ? (row.phone ?? null) : null,
  };
  if (row.distance_km !== undefined && row.distance_km !== null) ad.distance_km = Math.round(row.distance_km * 10) / 10;
  return ad;
}

/**
 * An ad on its owner's own routes (`/api/product/…`): with the reason an admin gave for removing it
 * or ending its featuring, or null. Public answers never carry it.
 */
export function toOwnAd(row: AdRow, now: Date): Ad {
  const removed_by =
    row.status !== 'removed' ? null : row.held_by === 'admin' ? 'admin' : row.held_by === 'block' ? 'block' : 'seller';
  // A number given on request is the owner's to see (and edit), never a buyer's.
  const phone = row.contact === 'phone_request' ? (row.phone ?? null) : undefined;
  const ad = toAd(row, now);
  return {
    ...ad,
    phone: phone === undefined ? ad.phone : phone,
    moderation_reason: row.moderation_reason ?? null,
    removed_by,
  };
}
