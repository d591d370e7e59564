import { fileTypeFromBuffer } from 'file-type';

/** What the bytes of each declared type may really be (file-type's names). */
const ACCEPTS: Record<string, (sniffed: string) => boolean> = {
  'image/jpeg': (s) => s === 'image/jpeg',
  'image/png': (s) => s === 'image/png',
  'image/gif': (s) => s === 'image/gif',
  'image/webp': (s) => s === 'image/webp',
  'application/pdf': (s) => s === 'application/pdf',
  // Old Word files are OLE compound files.
  'application/msword': (s) => s === 'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (s) =>
    s === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // MP4 family containers are told apart loosely by their brand; any of them will play.
  'video/mp4': (s) => ['video/mp4', 'video/x-m4v', 'video/quicktime', 'audio/mp4'].includes(s),
  'video/x-m4v': (s) => ['video/mp4', 'video/x-m4v'].includes(s),
};

/**
 * The real type of `bytes` when it is acceptable for the declared type, else null: a renamed
 * executable declared as image/jpeg is refused.
 */
export async function sniffAs(bytes: Buffer, declared: string): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  const ok = ACCEPTS[declared] ?? ((s: string) => declared.startsWith('video/') && s.startsWith('video/'));
  return ok(found.mime) ? found.mime : null;
}

export const isImage = (mime: string) => ['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(mime);
