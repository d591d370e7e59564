import { DOCUMENT_CATEGORIES, type AdDocument } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/errors';
import { adsText } from './adsText';

/** Where a document is downloaded from (`/api/document/{id}/file/`), for its owner and the buyers let in. */
export const documentUrl = (ctx: AppContext, id: number) =>
  `${ctx.config.publicUrl.replace(/\/$/, '')}/api/document/${id}/file/`;

/** Whether ads of this category (slug) may carry documents. */
const takesDocuments = (categorySlug: string) => (DOCUMENT_CATEGORIES as readonly string[]).includes(categorySlug);

/**
 * The seller's own documents for an ad, in the order sent (repeats dropped); a 400 names each id
 * that is not one of theirs, and says so when the category takes none.
 */
export async function checkDocuments(
  db: Queryable,
  ownerId: number,
  categorySlug: string,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (!takesDocuments(categorySlug)) {
    throw badRequest({ documents: [adsText.documentsOnly] });
  }
  const { rows } = await db.query<{ id: number }>(
    'SELECT id::int AS id FROM documents WHERE id = ANY($1::bigint[]) AND owner_id = $2',
    [unique, ownerId],
  );
  const mine = new Set(rows.map((r) => r.id));
  const errors: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    if (!mine.has(id)) errors[`documents.${i}`] = [adsText.attachDocument];
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  return unique;
}

/** Replace the documents an ad carries with `ids`, in that order. */
export async function setAdDocuments(db: Queryable, adId: number, ids: readonly number[]): Promise<void> {
  await db.query('DELETE FROM ad_documents WHERE ad_id = $1', [adId]);
  if (ids.length === 0) return;
  await db.query(
    `INSERT INTO ad_documents (ad_id, document_id, position)
     SELECT $1, d.id, d.n FROM unnest($2::bigint[]) WITH ORDINALITY AS d (id, n)`,
    [adId, ids],
  );
}

/** The ids of the documents an ad carries, in order. */
export async function adDocumentIds(db: Queryable, adId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT document_id::int AS id FROM ad_documents WHERE ad_id = $1 ORDER BY position',
    [adId],
  );
  return rows.map((r) => r.id);
}

/** The documents an ad carries, in order, as its owner and buyers in a chat see them. */
export async function adDocuments(ctx: AppContext, adId: number): Promise<AdDocument[]> {
  const { rows } = await ctx.db.query<Omit<AdDocument, 'url'>>(
    `SELECT d.id::int AS id, d.title, d.name, d.size::int AS size
       FROM ad_documents ad JOIN documents d ON d.id = ad.document_id
      WHERE ad.ad_id = $1 ORDER BY ad.position`,
    [adId],
  );
  return rows.map((r) => ({ ...r, url: documentUrl(ctx, r.id) }));
}

/**
 * SQL (on `ads a`, user parameter `user`): a buyer with a chat about the live ad whom the seller has
 * not blocked. The one rule of who besides the owner reads an ad's documents.
 */
const buyerInChat = (user: string) => `a.status NOT IN ('removed', 'pending_review') AND EXISTS (
  SELECT 1 FROM chats c WHERE c.ad_id = a.id AND c.buyer_id = ${user}
     AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = c.seller_id AND b.blocked_id = ${user}))`;

/**
 * Whether `userId` may read the ad's documents: its owner, or a buyer with a chat about it whom the
 * seller has not blocked, while the ad is neither removed nor waiting for review.
 */
export async function mayReadAdDocuments(db: Queryable, adId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ads a WHERE a.id = $1 AND (a.owner_id = $2 OR (${buyerInChat('$2')}))`,
    [adId, userId],
  );
  return rows.length > 0;
}

/** Whether a buyer may download a private document: it is on an ad whose documents they may read. */
export async function buyerMayReadDocument(db: Queryable, documentId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ad_documents ad JOIN ads a ON a.id = ad.ad_id
      WHERE ad.document_id = $1 AND ${buyerInChat('$2')} LIMIT 1`,
    [documentId, userId],
  );
  return rows.length > 0;
}
