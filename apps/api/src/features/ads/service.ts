import {
  AD_STATUSES,
  AD_LIFETIME_DAYS,
  AdInputSchema,
  adDataSchema,
  type AdImage,
  type ContactPreference,
  type MyAdCounts,
} from '@haat/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import type { Page } from '../../http/paging';
import { badRequest, forbidden, notFound, parse, tooMany } from '../../http/errors';
import { accountIsNew, LIMITS, rulesOf } from '../../http/limits';
import { take } from '../../http/throttle';
import { UPLOAD_KEY } from '../../providers/storage/paths';
import { resolveCategories } from './categories';
import { adDocumentIds, checkDocuments, setAdDocuments } from './documents';
import { AD_JOINS, AD_SELECT, AD_SELECT_LIST, OWN_EXTRA, queryAds, toOwnAd, type AdRow } from './mapper';
import { bumpCatalogue } from './version';
import { queueForAlerts } from '../savedSearches/service';
import { adsText } from './adsText';
import { say } from '../../http/language';
import { spoken } from '../../http/validationText';
import { accountHeld } from '../moderation/accounts';
import { checkAd, holdSubject, holds, refuseRejected, reviewReasons } from '../moderation/service';

const AD_LIFETIME_MS = AD_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** How long after marking an ad sold its owner can undo it. */
const UNDO_SOLD_MS = 60_000;

export async function loadAd(db: Queryable, id: number): Promise<AdRow | null> {
  const rows = await queryAds(db, `SELECT ${AD_SELECT}, ${OWN_EXTRA} FROM ads a ${AD_JOINS} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The ad, for its owner only: 404 when missing, 403 for anyone else. A removed ad is 404 too,
 * except where `removed: true` says its owner may read it (they never change it again).
 */
export async function ownedAd(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  opts: { removed?: boolean } = {},
): Promise<AdRow> {
  const row = await loadAd(ctx.db, id);
  if (!row || (row.status === 'removed' && !opts.removed)) throw notFound();
  if (row.owner_id !== user.id) throw forbidden(adsText.otherAccount);
  return row;
}

/**
 * An image address from elsewhere, parsed as pages will parse it: http or https with a host, and
 * stored as parsed, so what is rendered later is what was checked now. Null for anything else.
 */
function webAddress(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
}

/**
 * Image inputs (upload keys of the user's own uploads, or web addresses unless `uploadsOnly`) →
 * stored image records; a 400 names each bad one by `field(i)`.
 */
export async function resolveImages(
  ctx: AppContext,
  user: AuthUser,
  inputs: string[],
  opts: { field?: (i: number) => string; uploadsOnly?: boolean } = {},
): Promise<AdImage[]> {
  const field = opts.field ?? ((i: number) => `images.${i}`);
  const storage = ctx.storage;
  const ownBase = storage.publicUrl('');
  const out: AdImage[] = [];
  const errors: Record<string, string[]> = {};
  for (const [i, raw] of inputs.entries()) {
    const key = raw.startsWith(ownBase) ? raw.slice(ownBase.length) : raw;
    if (UPLOAD_KEY.test(key) && key.startsWith('assets/')) {
      if (key.split('/')[1] !== String(user.id)) {
        errors[field(i)] = [adsText.useUploadedImage];
      } else if (!(await storage.exists(key))) {
        errors[field(i)] = [adsText.imageNotUploaded];
      } else {
        out.push(storage.imageUrls(key));
      }
    } else {
      const url = opts.uploadsOnly ? null : webAddress(raw);
      if (url) out.push({ url, card: url, detail: url });
      else if (opts.uploadsOnly) errors[field(i)] = [adsText.attachPhoto];
      else errors[field(i)] = [adsText.imagePathOrUrl];
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return out;
}

interface AdWrite {
  title: string;
  description: string;
  price: number;
  category_id: number;
  sub_category_id: number | null;
  images: AdImage[];
  /** The seller's own document ids, in order (property and job ads only). */
  documents: number[];
  data: Record<string, unknown>;
  city: string;
  state: string;
  area: string;
  lat: number | null;
  lng: number | null;
  contact: ContactPreference;
  phone: string | null;
}

/** Validate an ad body (per-category details included) into the row to write; 400 names each bad field. */
async function validateAd(
  ctx: AppContext,
  user: AuthUser,
  body: unknown,
  keepImages?: { inputs: string[]; stored: AdImage[] },
): Promise<AdWrite> {
  const input = parse(AdInputSchema, body);
  const { category, subCategory } = await resolveCategories(ctx.db, input.category, input.sub_category, {
    categoryRequired: true,
  });
  const schema = adDataSchema(category!.slug, subCategory?.slug ?? null, ctx.now());
  const data = schema.safeParse(input.data);
  if (!data.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of data.error.issues) {
      // An unknown detail is named itself, not the details object as a whole.
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.')];
      const message = issue.code === 'unrecognized_keys' ? adsText.unknownDetail : spoken(issue.message);
      for (const k of keys) (fields[k ? `data.${k}` : 'data'] ??= []).push(message);
    }
    throw badRequest(fields);
  }
  if ((input.contact === 'chat_phone' || input.contact === 'phone_request') && !input.phone) {
    throw badRequest({ phone: [adsText.phoneRequired] });
  }
  if ((input.lat == null) !== (input.lng == null)) {
    throw badRequest({ [input.lat == null ? 'lat' : 'lng']: [adsText.bothLatLngOrNeither] });
  }
  // Images already on the ad are kept as stored; only new ones are checked against the store.
  const images: AdImage[] = [];
  const fresh: { index: number; raw: string }[] = [];
  input.images.forEach((raw, index) => {
    const known = keepImages?.stored.find((img) => img.url === raw || img.card === raw || img.detail === raw);
    if (known) images[index] = known;
    else fresh.push({ index, raw });
  });
  const resolved = await resolveImages(
    ctx,
    user,
    fresh.map((f) => f.raw),
  ).catch((err: unknown) => {
    // Re-number field errors to the caller's positions.
    const e = err as { status?: number; body?: Record<string, string[]> };
    if (e.status === 400 && e.body) {
      throw badRequest(
        Object.fromEntries(
          Object.entries(e.body).map(([k, v]) => [`images.${fresh[Number(k.split('.')[1])]!.index}`, v]),
        ),
      );
    }
    throw err;
  });
  fresh.forEach((f, i) => (images[f.index] = resolved[i]!));
  const documents = await checkDocuments(ctx.db, user.id, category!.slug, input.documents);
  return {
    title: input.title,
    description: input.description,
    price: input.price,
    category_id: category!.id,
    sub_category_id: subCategory?.id ?? null,
    images,
    documents,
    data: data.data,
    city: input.city,
    state: input.state,
    area: input.area,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    contact: input.contact,
    // The number is kept only while the seller offers it.
    phone: input.contact === 'chat_phone' || input.contact === 'phone_request' ? (input.phone ?? null) : null,
  };
}

type ValidAd = Awaited<ReturnType<typeof validateAd>>;

/** The 14 values of title … phone, in the column order both INSERT and UPDATE use ($2 … $15). */
function adColumnValues(w: ValidAd): unknown[] {
  return [
    w.title,
    w.description,
    w.price,
    w.category_id,
    w.sub_category_id,
    JSON.stringify(w.images),
    JSON.stringify(w.data),
    w.city,
    w.state,
    w.area,
    w.lat,
    w.lng,
    w.contact,
    w.phone,
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function createAd(ctx: AppContext, user: AuthUser, body: unknown): Promise<number> {
  const w = await validateAd(ctx, user, body);
  // The automated checks (features/moderation): a refusing rule is a 409, a holding one keeps the
  // ad for an admin (pending_review) and out of every public path.
  const fired = await checkAd(ctx, null, { ...w, owner_id: user.id });
  refuseRejected(fired);
  const held = holds(fired);
  // An account held for review on reports posts ads that wait with the rest of its ads.
  const waits = held || (await accountHeld(ctx.db, user.id));
  // A valid ad uses one of the day's posts (a rolling 24 hours), counted in one atomic step.
  const limit = ctx.config.ADS_PER_DAY;
  const quota = await take(ctx, [{ key: `ads-user:${user.id}`, windowMs: DAY_MS, limit }]);
  if (quota.wait > 0) throw tooMany(quota.wait, say(adsText.adsPerDay, { limit }));
  const now = ctx.now();
  // An account younger than a day posts at a slower pace too (a limit, not a block): one atomic
  // step of its own, and the day's post is given back when it refuses.
  if (await accountIsNew(ctx.db, user.id, now)) {
    const pace = await take(ctx, rulesOf(`ads-new:${user.id}`, LIMITS.newAccountAds));
    if (pace.wait > 0) {
      await quota.refund();
      throw tooMany(pace.wait, say(adsText.newAccountAds, { limit: LIMITS.newAccountAds[0].limit }));
    }
  }
  const id = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ads (owner_id, title, description, price, category_id, sub_category_id, images, data,
                        city, state, area, lat, lng, contact, phone, created_on, updated_on, expires_at, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17, $18)
       RETURNING id::int AS id`,
      [
        user.id,
        ...adColumnValues(w),
        now,
        new Date(now.getTime() + AD_LIFETIME_MS),
        waits ? 'pending_review' : 'active',
      ],
    );
    await setAdDocuments(tx, rows[0]!.id, w.documents);
    if (held) await holdSubject(tx, now, { type: 'ad', id: rows[0]!.id }, fired);
    // Saved searches hear of it within a minute (features/savedSearches, from the jobs runner); of
    // a held ad, once an admin approves it.
    if (!waits) await queueForAlerts(tx, rows[0]!.id, now);
    return rows[0]!.id;
  });
  bumpCatalogue(ctx);
  return id;
}

/** PUT: the body replaces the ad's fields; fields left out keep their current value. */
export async function updateAd(ctx: AppContext, user: AuthUser, row: AdRow, body: unknown): Promise<void> {
  const patch = z.record(z.string(), z.unknown()).safeParse(body ?? {});
  if (!patch.success) throw badRequest({ non_field_errors: [adsText.sendObject] });
  const current = {
    title: row.title,
    description: row.description,
    price: row.price,
    category: row.category,
    sub_category: row.sub_category,
    images: row.images.map((img) => img.url),
    documents: await adDocumentIds(ctx.db, row.id),
    city: row.city,
    state: row.state,
    area: row.area,
    lat: row.lat,
    lng: row.lng,
    data: row.data,
    contact: row.contact,
    phone: row.phone,
  };
  const merged = { ...current, ...patch.data };
  // A new category means new details: don't carry the old ones across.
  if ('category' in patch.data && patch.data.category !== row.category) {
    if (!('data' in patch.data)) merged.data = {};
    // Nor its documents: a floor plan does not belong on a phone's ad.
    if (!('documents' in patch.data)) merged.documents = [];
  }
  const w = await validateAd(ctx, user, merged, {
    inputs: row.images.map((i) => i.url),
    stored: row.images,
  });
  // An edit is checked as a new ad is: a holding rule puts the ad (live, sold or expired) back in
  // the queue; an ad already waiting keeps waiting for the admin's decision.
  const fired = await checkAd(ctx, null, { ...w, id: row.id, owner_id: user.id });
  refuseRejected(fired);
  const held = holds(fired);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE ads SET title = $2, description = $3, price = $4, category_id = $5, sub_category_id = $6,
              images = $7::jsonb, data = $8::jsonb, city = $9, state = $10, area = $11, lat = $12, lng = $13,
              contact = $14, phone = $15, updated_on = $16,
              status = CASE WHEN $17::boolean THEN 'pending_review' ELSE status END
        WHERE id = $1`,
      [row.id, ...adColumnValues(w), now, held],
    );
    await setAdDocuments(tx, row.id, w.documents);
    if (held) await holdSubject(tx, now, { type: 'ad', id: row.id }, fired);
  });
  bumpCatalogue(ctx);
}

/** My ads counted per effective status in one statement: an active ad past expires_at is expired. */
/** SQL (on `ads a`) for an effective status: an active ad past expires_at is expired. */
export function statusCondition(status: string, params: unknown[], now: Date): string {
  if (status !== 'expired' && status !== 'active') {
    params.push(status);
    return `a.status = $${params.length}`;
  }
  params.push(now);
  const n = `$${params.length}`;
  return status === 'expired'
    ? `(a.status = 'expired' OR (a.status = 'active' AND a.expires_at <= ${n}))`
    : `(a.status = 'active' AND a.expires_at > ${n})`;
}

/** My ads per effective status, in one statement, by the same conditions the lists use. */
export async function myAdCounts(ctx: AppContext, ownerId: number): Promise<MyAdCounts> {
  const params: unknown[] = [ownerId];
  const now = ctx.now();
  const counts = AD_STATUSES.map((s) => `count(*) FILTER (WHERE ${statusCondition(s, params, now)})::int AS ${s}`);
  const { rows } = await ctx.db.query<MyAdCounts>(
    `SELECT ${counts.join(', ')} FROM ads a WHERE a.owner_id = $1`,
    params,
  );
  return rows[0]!;
}

/** A page of my ads, newest first, each with the reason an admin gave me, if any. */
export async function listMyAds(ctx: AppContext, ownerId: number, status: string | undefined, page: Page) {
  const now = ctx.now();
  const params: unknown[] = [ownerId];
  const where = ['a.owner_id = $1'];
  // Removed ads are listed only when asked for by name.
  if (status) where.push(statusCondition(status, params, now));
  else where.push("a.status <> 'removed'");
  const cond = `WHERE ${where.join(' AND ')}`;
  const [countRes, rowsRes] = await Promise.all([
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ads a ${cond}`, params),
    queryAds(
      ctx.db,
      `SELECT ${AD_SELECT_LIST}, ${OWN_EXTRA} FROM ads a ${AD_JOINS} ${cond}
        ORDER BY a.created_on DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    ),
  ]);
  const results = rowsRes.map((r) => toOwnAd(r, now));
  // A held ad's row says why it waits (few are ever held at once).
  for (const ad of results) if (ad.status === 'pending_review') ad.review_reasons = await reviewReasons(ctx.db, ad.id);
  return { count: countRes.rows[0]!.n, results };
}

/** Remove an ad (its owner's choice): it leaves search and stops being featured. */
export async function removeAd(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.query(`UPDATE ads SET status = 'removed', featured = false, updated_on = $2 WHERE id = $1`, [
    id,
    ctx.now(),
  ]);
  bumpCatalogue(ctx);
}

/**
 * Undo of a mistaken "sold": back to active within UNDO_SOLD_MS of the sale, unless it paid a
 * cashback (the money has moved; selling again would not pay it twice, but keeping it and the ad
 * would). A 400 on `status` otherwise.
 */
export async function undoSold(ctx: AppContext, id: number): Promise<void> {
  const now = ctx.now();
  const undone = await ctx.db.query(
    `UPDATE ads SET status = 'active', updated_on = $2, sold_to_id = NULL
      WHERE id = $1 AND status = 'sold' AND updated_on > $3
        AND NOT EXISTS (SELECT 1 FROM ad_features f WHERE f.ad_id = ads.id AND f.cashback_paid_on = ads.updated_on)
      RETURNING id`,
    [id, now, new Date(now.getTime() - UNDO_SOLD_MS)],
  );
  if (undone.rows.length === 0) throw badRequest({ status: [adsText.cannotPutBack] });
  bumpCatalogue(ctx);
}

/** Another AD_LIFETIME_MS for an ad that is not sold (a 400 on `status` for a sold one). */
export async function renewAd(ctx: AppContext, row: Pick<AdRow, 'id' | 'status'>): Promise<void> {
  if (row.status === 'sold') throw badRequest({ status: [adsText.soldCannotRenew] });
  const now = ctx.now();
  // An ad waiting for review keeps waiting: renewing only moves its expiry.
  await ctx.db.query(
    `UPDATE ads SET status = CASE WHEN status = 'pending_review' THEN status ELSE 'active' END, expires_at = $2,
            updated_on = $3
      WHERE id = $1`,
    [row.id, new Date(now.getTime() + AD_LIFETIME_MS), now],
  );
  bumpCatalogue(ctx);
}
