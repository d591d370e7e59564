import type { AdImage } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { photoHash, SAME_PHOTO_BITS } from './photoHash';

/**
 * Remember an uploaded ad photo's hash (called by the upload, once the photo is stored). A photo
 * sharp cannot read for hashing is simply not checked later.
 */
export async function rememberPhoto(ctx: AppContext, key: string, ownerId: number, bytes: Buffer): Promise<void> {
  let hash: bigint;
  try {
    hash = await photoHash(bytes);
  } catch {
    return;
  }
  await ctx.db.query(
    `INSERT INTO image_hashes (key, owner_id, hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (key) DO NOTHING`,
    [key, ownerId, hash.toString(), ctx.now()],
  );
}

/** Another ad showing the same photo as the ad's image at `index`. */
export interface SamePhoto {
  index: number;
  ad_id: number;
  owner_id: number;
  status: 'active' | 'pending_review';
  bits: number;
}

/**
 * The ads, live or waiting for review, that show one of these images again (a photo at most
 * SAME_PHOTO_BITS bits of its hash apart), the ad itself left out. Only uploaded photos are
 * compared: an image from a web address has no hash.
 */
export async function samePhotos(
  ctx: AppContext,
  db: Queryable,
  images: AdImage[],
  selfId: number | undefined,
): Promise<SamePhoto[]> {
  const base = ctx.storage.publicUrl('');
  const keys = images.map((img) => (img.url.startsWith(base) ? img.url.slice(base.length) : null));
  const known = keys.filter((k): k is string => k !== null);
  if (!known.length) return [];
  const { rows: hashes } = await db.query<{ key: string; hash: string }>(
    'SELECT key, hash::text AS hash FROM image_hashes WHERE key = ANY($1::text[])',
    [known],
  );
  const found: SamePhoto[] = [];
  for (const { key, hash } of hashes) {
    const { rows } = await db.query<Omit<SamePhoto, 'index'>>(
      `SELECT DISTINCT a.id::int AS ad_id, a.owner_id::int AS owner_id, a.status,
              bit_count(int8send(h.hash # $1::bigint))::int AS bits
         FROM image_hashes h
         JOIN ads a ON a.images @> jsonb_build_array(jsonb_build_object('url', $2::text || h.key))
        WHERE bit_count(int8send(h.hash # $1::bigint)) <= ${SAME_PHOTO_BITS}
          AND ((a.status = 'active' AND a.expires_at > $3) OR a.status = 'pending_review')
          AND a.id <> $4
        ORDER BY bits, ad_id
        LIMIT 5`,
      [hash, base, ctx.now(), selfId ?? 0],
    );
    for (const r of rows) found.push({ index: keys.indexOf(key), ...r });
  }
  return found;
}
