import { loadSharp } from './sharp';

export const CARD_WIDTH = 320;
export const DETAIL_WIDTH = 960;
/** Refuse decompression bombs: 50 megapixels is far above any phone photo. */
const MAX_PIXELS = 50_000_000;

export interface Processed {
  original: Buffer;
  card: Buffer;
  detail: Buffer;
}

/**
 * Re-encode an uploaded image: orientation applied, every metadata block (EXIF, GPS, XMP, ICC
 * profile names) dropped, and WebP copies at 320 and 960 px wide (never enlarged).
 */
export async function processImage(input: Buffer, mime: string): Promise<Processed> {
  const sharp = await loadSharp();
  const base = () => sharp(input, { limitInputPixels: MAX_PIXELS, animated: mime === 'image/gif' }).rotate();
  const original =
    mime === 'image/png'
      ? await base().png().toBuffer()
      : mime === 'image/webp'
        ? await base().webp({ quality: 85 }).toBuffer()
        : mime === 'image/gif'
          ? await base().gif().toBuffer()
          : await base().jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  const variant = (width: number) =>
    sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  const [card, detail] = await Promise.all([variant(CARD_WIDTH), variant(DETAIL_WIDTH)]);
  return { original, card, detail };
}
