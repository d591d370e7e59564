/**
 * The `redirect` query value, if it is a path on this site; anything else (another origin, a
 * protocol-relative `//host`, `javascript:`) is refused so a crafted link cannot send a user away.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  let decoded = value.trim();
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(decoded)) return null;
  try {
    const url = new URL(decoded, 'https://haat.invalid');
    if (url.origin !== 'https://haat.invalid') return null;
    decoded = url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
  return decoded;
}

/** The login address that brings the visitor back to `path` afterwards. */
export const loginRedirectPath = (path: string) => `/?login=true&redirect=${encodeURIComponent(path)}`;
