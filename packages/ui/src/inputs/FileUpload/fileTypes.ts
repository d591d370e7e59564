/**
 * What the spec accepts by default: Word documents, PDF, PNG, GIF, JPEG, MP4, M4V and other video.
 * As a native `accept` string, so the browser's picker offers the same.
 */
export const DEFAULT_ACCEPT = [
  '.doc',
  '.docx',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf',
  'application/pdf',
  '.png',
  'image/png',
  '.gif',
  'image/gif',
  '.jpg',
  '.jpeg',
  'image/jpeg',
  '.mp4',
  'video/mp4',
  '.m4v',
  'video/x-m4v',
  'video/*',
].join(',');

/** Whether `file` matches a native `accept` string (extensions, exact types, `type/*`). */
export function isAccepted(file: { name: string; type: string }, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

export type FileKind = 'image' | 'pdf' | 'video' | 'document' | 'file';

/** What a file is, for its thumbnail or icon. */
export function fileKind(file: { name: string; type: string }): FileKind {
  const name = file.name.toLowerCase();
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/') || /\.(mp4|m4v|mov|webm)$/.test(name)) return 'video';
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (/\.(docx?|odt|rtf)$/.test(name) || file.type.includes('word')) return 'document';
  return 'file';
}

/** `5242880` → `'5 MB'`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${units[unit]}`;
}
