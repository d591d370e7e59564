import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore, SignedPutAddress } from './index';
import { CARD_SUFFIX, DETAIL_SUFFIX, resolveInside } from './paths';
import { storageText } from './storageText';

/** HMAC over method, key, content type and expiry: changing any of them breaks the signature. */
function signature(secret: string, key: string, contentType: string, expires: number): string {
  return createHmac('sha256', secret).update(`PUT\n${key}\n${contentType}\n${expires}`).digest('base64url');
}

function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The query of a signed PUT address. */
export interface SignedPut {
  expires?: string;
  type?: string;
  sig?: string;
}

/**
 * The embedded store: files under DATA_DIR/uploads, PUT to addresses signed with an HMAC
 * (UPLOAD_SECRET, or a random per-process secret: signed URLs only live for minutes) and served
 * from /uploads/ (features/uploads takes the PUTs and makes the thumbnails).
 */
export class LocalStore implements FileStore {
  readonly kind = 'local';
  readonly root: string;
  readonly #secret: string;
  readonly #base: string;
  readonly #now: () => Date;

  /** DATA_DIR/uploads. */
  static rootOf(config: Config): string {
    return path.join(config.DATA_DIR, 'uploads');
  }

  constructor(config: Config, now: () => Date) {
    this.root = LocalStore.rootOf(config);
    this.#secret = config.UPLOAD_SECRET ?? randomBytes(32).toString('hex');
    this.#base = config.publicUrl.replace(/\/$/, '');
    this.#now = now;
  }

  publicUrl(key: string): string {
    return `${this.#base}/uploads/${key}`;
  }

  imageUrls(key: string) {
    return {
      url: this.publicUrl(key),
      card: this.publicUrl(key + CARD_SUFFIX),
      detail: this.publicUrl(key + DETAIL_SUFFIX),
    };
  }

  /** Single use is kept by the PUT's handler (features/uploads), which answers a second PUT 409. */
  async signPut(key: string, contentType: string, expiresIn: number): Promise<SignedPutAddress> {
    const expires = Math.floor(this.#now().getTime() / 1000) + expiresIn;
    const sig = signature(this.#secret, key, contentType, expires);
    const q = new URLSearchParams({ expires: String(expires), type: contentType, sig });
    return { url: `${this.publicUrl(key)}?${q.toString()}`, headers: { 'content-type': contentType } };
  }

  /** Why a PUT to this address is refused, or null when it is signed by this store and unexpired. */
  refusePut(key: string, q: SignedPut): string | null {
    if (!this.file(key) || key.endsWith(CARD_SUFFIX) || key.endsWith(DETAIL_SUFFIX)) {
      return storageText.notAnAddress;
    }
    if (!q.expires || !q.type || !q.sig || !/^\d{1,12}$/.test(q.expires)) return storageText.notSigned;
    if (!signatureMatches(signature(this.#secret, key, q.type, Number(q.expires)), q.sig)) {
      return storageText.signatureMismatch;
    }
    if (Number(q.expires) * 1000 < this.#now().getTime()) return storageText.expired;
    return null;
  }

  /** The file of a key, or null when the key would leave the store's folder. */
  file(key: string): string | null {
    return resolveInside(this.root, key);
  }

  /** Write atomically: a reader never sees half a file. */
  async write(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    if (!file) throw new Error(`not a key of this store: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async exists(key: string): Promise<boolean> {
    const file = this.file(key);
    if (!file) return false;
    return access(file).then(
      () => true,
      () => false,
    );
  }
}
