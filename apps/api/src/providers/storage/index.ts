import type { AdImage } from '@haat/contract';
import type { Config } from '../../config';
import { LocalStore } from './local';
import { s3Storage, s3SettingsFrom } from './s3';

/** Where uploaded files live: the embedded store under DATA_DIR/uploads, or an S3-compatible bucket. */
export type Storage = LocalStore | S3Store;

/** What every store does; the embedded one also takes the uploads themselves (`LocalStore`). */
export interface FileStore {
  /**
   * A URL the client PUTs the file to, valid for `expiresIn` seconds, for exactly this type, and
   * the headers the PUT must carry. The address is single-use: a second PUT never replaces the file.
   */
  signPut(path: string, contentType: string, expiresIn: number): Promise<SignedPutAddress>;
  /** The public address of a stored file (public uploads only). */
  publicUrl(path: string): string;
  /** An image's addresses: the re-encoded original and its card (320w) and detail (960w) WebP. */
  imageUrls(path: string): AdImage;
  /** True when the key has been uploaded (and processed). */
  exists(path: string): Promise<boolean>;
}

export interface SignedPutAddress {
  url: string;
  /** Sent with the PUT exactly as given (the S3 signature covers them). */
  headers: { 'content-type': string; 'if-none-match'?: '*' };
}

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

export interface S3Store extends FileStore {
  readonly kind: 's3';
}

/** The storage the config names: S3 when `S3_BUCKET` (and friends) are set, else the embedded store. */
export function createStorage(config: Config, now: () => Date): Storage {
  const s3 = s3SettingsFrom(config);
  return s3 ? s3Storage(s3) : new LocalStore(config, now);
}
