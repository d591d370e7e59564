import path from 'node:path';

/** Upload keys: `{assets|documents}/{userId}/{random}-{name}`; nothing else is ever written or read. */
export const UPLOAD_KEY = /^(assets|documents)\/[1-9]\d{0,17}\/[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

/** The file of `key` inside `root`, or null when the key is malformed or would leave `root`. */
export function resolveInside(root: string, key: string): string | null {
  if (!UPLOAD_KEY.test(key) || key.includes('..')) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : null;
}

/** A file name made safe for a key: ASCII letters, digits, dot, dash and underscore, at most 80. */
export function safeName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '')
    .replace(/\.{2,}/g, '.')
    .slice(-80);
  return cleaned || 'file';
}

export const CARD_SUFFIX = '.320.webp';
export const DETAIL_SUFFIX = '.960.webp';
/** A promo banner's WebP copies (features/banners/image.ts). */
export const BANNER_WIDE_SUFFIX = '.1200.webp';
export const BANNER_NARROW_SUFFIX = '.600.webp';
