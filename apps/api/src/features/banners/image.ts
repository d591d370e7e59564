import { BANNER_MIN_HEIGHT, BANNER_MIN_WIDTH } from '@haat/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { BANNER_NARROW_SUFFIX, BANNER_WIDE_SUFFIX } from '../../providers/storage/paths';
import { resolveImages } from '../ads/service';
import { loadSharp } from '../uploads/sharp';
import { bannersText } from './bannersText';
import { say } from '../../http/language';

export const BANNER_WIDE = 1200;
export const BANNER_NARROW = 600;
/** 4:1, give or take 2 % (a 1200 × 306 export is still a banner). */
const RATIO = 4;
const RATIO_SLACK = 0.02;

/** The one message for an image that is too small or not 4:1, in the current language. */
export const bannerImageMessage = () =>
  say(bannersText.imageSize, { width: BANNER_MIN_WIDTH, height: BANNER_MIN_HEIGHT });

/**
 * The banner's image from the owner's own upload: checked to be 4:1 and at least 1200 × 300, and
 * re-encoded as WebP 1200 and 600 px wide beside the upload. On an S3 store the server never
 * holds the file, so there the upload's own address serves every width.
 */
export async function bannerImage(
  ctx: AppContext,
  user: AuthUser,
  raw: string,
): Promise<{ url: string; wide: string; narrow: string }> {
  const [img] = await resolveImages(ctx, user, [raw], { uploadsOnly: true, field: () => 'image' });
  const url = img!.url;
  const storage = ctx.storage;
  if (storage.kind !== 'local') return { url, wide: url, narrow: url };
  const key = url.slice(storage.publicUrl('').length);
  const file = storage.file(key)!;
  const sharp = await loadSharp();
  const meta = await sharp(file)
    .metadata()
    .catch(() => null);
  const width = meta?.autoOrient?.width ?? meta?.width ?? 0;
  const height = meta?.autoOrient?.height ?? meta?.height ?? 0;
  if (width < BANNER_MIN_WIDTH || height < BANNER_MIN_HEIGHT || Math.abs(width / height / RATIO - 1) > RATIO_SLACK) {
    throw badRequest({ image: [bannerImageMessage()] });
  }
  const variant = (w: number) =>
    sharp(file)
      .rotate()
      .resize({ width: w, height: w / RATIO, fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  const [wide, narrow] = await Promise.all([variant(BANNER_WIDE), variant(BANNER_NARROW)]);
  await storage.write(key + BANNER_WIDE_SUFFIX, wide);
  await storage.write(key + BANNER_NARROW_SUFFIX, narrow);
  return {
    url,
    wide: storage.publicUrl(key + BANNER_WIDE_SUFFIX),
    narrow: storage.publicUrl(key + BANNER_NARROW_SUFFIX),
  };
}
