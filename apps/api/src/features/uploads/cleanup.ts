import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { BANNER_NARROW_SUFFIX, BANNER_WIDE_SUFFIX, CARD_SUFFIX, DETAIL_SUFFIX } from '../../providers/storage/paths';

/** Every stored file as `{ key, file, mtime }`: `{assets|documents}/{userId}/{name}`, thumbnails included. */
async function storedFiles(root: string) {
  const out: { key: string; file: string; mtime: number }[] = [];
  for (const folder of ['assets', 'documents']) {
    const owners = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    for (const owner of owners) {
      const names = await readdir(path.join(root, folder, owner)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(root, folder, owner, name);
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) out.push({ key: `${folder}/${owner}/${name}`, file, mtime: info.mtimeMs });
      }
    }
  }
  return out;
}

/** The upload a stored file belongs to: a thumbnail or a half-written `.part` file goes with its original. */
function originalOf(key: string): string {
  for (const suffix of [CARD_SUFFIX, DETAIL_SUFFIX, BANNER_WIDE_SUFFIX, BANNER_NARROW_SUFFIX]) {
    if (key.endsWith(suffix)) return key.slice(0, -suffix.length);
  }
  return key.replace(/\.[0-9a-f]{8}\.part$/, '');
}

/**
 * Delete the uploads that no ad, document, banner or chat message uses once they are older than
 * UPLOAD_GRACE_HOURS (time enough to post the ad they were uploaded for). Returns the uploads
 * deleted. One pass over the ads' images finds which of the old ones are still used. Only the
 * embedded store is swept; files in an S3 bucket are not.
 */
export async function sweepOrphanUploads(ctx: AppContext): Promise<string[]> {
  if (ctx.storage.kind !== 'local') return [];
  const files = ctx.storage;
  const cutoff = ctx.now().getTime() - ctx.config.UPLOAD_GRACE_HOURS * 60 * 60 * 1000;
  const old = (await storedFiles(files.root)).filter((f) => f.mtime < cutoff);
  const candidates = [...new Set(old.map((f) => originalOf(f.key)))];
  if (!candidates.length) return [];
  const { rows } = await ctx.db.query<{ key: string }>(
    `SELECT DISTINCT k AS key FROM (
       SELECT substring(img->>'url' from '/uploads/(.*)$') AS k FROM ads a, jsonb_array_elements(a.images) img
       UNION ALL SELECT path FROM documents
       UNION ALL SELECT substring(image from '/uploads/(.*)$') FROM banner_assets
       UNION ALL SELECT substring(image->>'url' from '/uploads/(.*)$') FROM promo_banners
       UNION ALL SELECT substring(image->>'url' from '/uploads/(.*)$') FROM chat_messages WHERE image IS NOT NULL
     ) used WHERE k = ANY($1::text[])`,
    [candidates],
  );
  const used = new Set(rows.map((r) => r.key));
  const orphans = new Set(candidates.filter((k) => !used.has(k)));
  for (const f of old) if (orphans.has(originalOf(f.key))) await unlink(f.file).catch(() => undefined);
  if (orphans.size) ctx.log.info({ uploads: orphans.size }, 'deleted uploads that nothing uses');
  return [...orphans];
}

/**
 * Delete these uploads (keys as `assets/{userId}/{name}`) from the embedded store, with their
 * thumbnails, unless something still uses them: called after an erasure commits. Files in an S3
 * bucket are left to the bucket's own lifecycle rules.
 */
export async function deleteUnusedUploads(ctx: AppContext, keys: string[]): Promise<number> {
  if (ctx.storage.kind !== 'local' || !keys.length) return 0;
  const { rows } = await ctx.db.query<{ key: string }>(
    `SELECT DISTINCT k AS key FROM (
       SELECT substring(img->>'url' from '/uploads/(.*)$') AS k FROM ads a, jsonb_array_elements(a.images) img
       UNION ALL SELECT path FROM documents
       UNION ALL SELECT substring(image from '/uploads/(.*)$') FROM banner_assets
       UNION ALL SELECT substring(image->>'url' from '/uploads/(.*)$') FROM promo_banners
       UNION ALL SELECT substring(image->>'url' from '/uploads/(.*)$') FROM chat_messages WHERE image IS NOT NULL
     ) used WHERE k = ANY($1::text[])`,
    [keys],
  );
  const used = new Set(rows.map((r) => r.key));
  let deleted = 0;
  for (const key of new Set(keys)) {
    if (used.has(key)) continue;
    for (const variant of [key, key + CARD_SUFFIX, key + DETAIL_SUFFIX]) {
      const file = ctx.storage.file(variant);
      if (file)
        await unlink(file).then(
          () => deleted++,
          () => undefined,
        );
    }
  }
  return deleted;
}
