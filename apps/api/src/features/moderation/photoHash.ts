import { loadSharp } from '../uploads/sharp';

/**
 * A photo's difference hash (dHash, 64 bits): the picture in grey at 9×8, each pixel compared with
 * its right-hand neighbour. Re-encoding, resizing and a light crop change few of the bits; another
 * photo changes about half. Signed, as PostgreSQL's bigint stores it.
 */
export async function photoHash(image: Buffer): Promise<bigint> {
  const sharp = await loadSharp();
  const pixels = await sharp(image, { limitInputPixels: 50_000_000 })
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      hash = (hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many of two hashes' 64 bits differ. */
export function hashDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

/** At most this many bits apart, two photos are the same photo. */
export const SAME_PHOTO_BITS = 10;
