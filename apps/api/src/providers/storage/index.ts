import type { AdImage } from '@haat/contract';
import type { AppContext } from '../../context';
import { localStorage } from './local';
import { s3Storage, s3SettingsFrom } from './s3';

/** Where uploaded files live: the embedded store under DATA_DIR/uploads, or an S3-compatible bucket. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** A URL the client PUTs the file to, valid for `expiresIn` seconds, for exactly this type. */
  signPut(path: string, contentType: string, expiresIn: number): Promise<string>;
  /** The public address of a stored file (public uploads only). */
  publicUrl(path: string): string;
  /** An image's addresses: the re-encoded original and its card (320w) and detail (960w) WebP. */
  imageUrls(path: string): AdImage;
  /** True when the key has been uploaded (and processed). */
  exists(path: string): Promise<boolean>;
}

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

const cache = new WeakMap<AppContext, Storage>();

/** The storage of this app: S3 when `S3_BUCKET` (and friends) are set, else the embedded store. */
export function storageFor(ctx: AppContext): Storage {
  let s = cache.get(ctx);
  if (!s) {
    const s3 = s3SettingsFrom(ctx.config);
    s = s3 ? s3Storage(s3) : localStorage(ctx);
    cache.set(ctx, s);
  }
  return s;
}
