import type { DataExport } from '@haat/contract';
import { Zip, ZipDeflate, ZipPassThrough, type ZipInputFile } from 'fflate';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Storage } from '../../providers/storage';
import { UPLOAD_KEY } from '../../providers/storage/paths';
import { dataRightsText } from './dataRightsText';

/** The JSON file inside the zip: the same content as `?format=json`. */
export const ZIP_DATA_FILE = 'haat-data.json';
/** Written only when a photo the export names could not be put in the zip. */
export const ZIP_MISSING_FILE = 'photos/MISSING.txt';

/**
 * The slice of bytes handed to fflate at a time: deflating or CRC-ing one takes about a
 * millisecond, and the event loop gets a turn between slices, so a 100 MB export never holds it.
 */
const SLICE = 256 * 1024;
/** fflate writes no Zip64: sizes and offsets are 32-bit, so photos past this stay out (listed). */
const ZIP_MAX_BYTES = 4 * 1024 ** 3 - 64 * 1024 ** 2;

/** One photo of the person's own, by its place in the zip and the address the export names. */
interface Photo {
  name: string;
  url: string;
}

/**
 * The person's own photos the export names: every photo of their ads and of the chat messages
 * they sent (never the other party's), each under `photos/ads/{ad}/` or `photos/chats/{chat}/`.
 */
function photosOf(data: DataExport): Photo[] {
  const photos: Photo[] = [];
  const seen = new Set<string>();
  const add = (folder: string, url: string) => {
    const base = url.split(/[/?#]/).filter(Boolean).pop() ?? 'photo';
    let name = `photos/${folder}/${base}`;
    for (let n = 2; seen.has(name); n++) name = `photos/${folder}/${n}-${base}`;
    seen.add(name);
    photos.push({ name, url });
  };
  for (const ad of data.ads) for (const url of ad.photos) add(`ads/${ad.id}`, url);
  for (const chat of data.chats) for (const m of chat.messages) if (m.mine && m.photo) add(`chats/${chat.id}`, m.photo);
  return photos;
}

/** Why a photo is left out, said once in the request's language (the zip is written after it). */
interface MissingText {
  notStored: string;
  elsewhere: string;
  unreadable: string;
  tooLarge: string;
}

/**
 * The file of a photo in the embedded store, when the address is one of this store's and the
 * upload is the person's own (`assets/{userId}/…`); otherwise why not.
 */
function fileOf(
  storage: Storage,
  userId: number,
  url: string,
  text: MissingText,
): { file: string } | { missing: string } {
  const base = storage.publicUrl('');
  const key = url.startsWith(base) ? url.slice(base.length) : null;
  if (key === null || !UPLOAD_KEY.test(key) || key.split('/')[1] !== String(userId)) return { missing: text.elsewhere };
  // An S3 bucket is read by its own pipeline and CDN, not by this process.
  const file = storage.kind === 'local' ? storage.file(key) : null;
  return file ? { file } : { missing: text.notStored };
}

/**
 * The export as a zip, streamed as it is made: `haat-data.json` (deflated), then each photo's
 * original file as stored (kept as it is: JPEG and WebP do not shrink), then `photos/MISSING.txt`
 * naming any photo that could not be included and why. Photos are read one at a time.
 */
export function exportZip(storage: Storage, userId: number, data: DataExport, mtime: Date): Readable {
  const text: MissingText = {
    notStored: dataRightsText.photoNotStored,
    elsewhere: dataRightsText.photoElsewhere,
    unreadable: dataRightsText.photoUnreadable,
    tooLarge: dataRightsText.photoPastZipSize,
  };
  return Readable.from(zipChunks(storage, userId, data, mtime, text), { objectMode: false });
}

async function* zipChunks(
  storage: Storage,
  userId: number,
  data: DataExport,
  mtime: Date,
  text: MissingText,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });

  /** Add one file, fed in slices with a turn of the event loop between; yields what is ready. */
  async function* entry(file: ZipInputFile & { push(chunk: Uint8Array, final?: boolean): void }, bytes: Uint8Array) {
    file.mtime = mtime;
    zip.add(file);
    if (bytes.length === 0) file.push(bytes, true);
    for (let at = 0; at < bytes.length; at += SLICE) {
      file.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
      if (failure) throw failure;
      yield* ready.splice(0);
      await nextTurn();
    }
  }

  const json = new TextEncoder().encode(JSON.stringify(data, null, 2));
  yield* entry(new ZipDeflate(ZIP_DATA_FILE, { level: 6 }), json);
  let written = json.length;
  const missing: string[] = [];
  for (const photo of photosOf(data)) {
    const where = fileOf(storage, userId, photo.url, text);
    const bytes = 'file' in where ? await readFile(where.file).catch(() => null) : null;
    if (bytes && written + bytes.length <= ZIP_MAX_BYTES) {
      written += bytes.length;
      yield* entry(new ZipPassThrough(photo.name), bytes);
    } else {
      missing.push(`${photo.url} — ${'missing' in where ? where.missing : bytes ? text.tooLarge : text.unreadable}`);
    }
  }
  if (missing.length) {
    yield* entry(new ZipDeflate(ZIP_MISSING_FILE), new TextEncoder().encode(missing.join('\n') + '\n'));
  }
  zip.end();
  if (failure) throw failure;
  yield* ready.splice(0);
}
