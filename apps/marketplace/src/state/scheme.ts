import { useState } from 'react';
import type { Scheme } from '@haat/ui';
import { writeCookie } from './storage';

/**
 * The colour scheme a person chose in the account menu, kept in the `haat_scheme` cookie (`light` or
 * `dark`; no cookie means System), which the server reads to render `<html data-scheme>`: the page
 * arrives in its colours with no flash. The kit's `tokens.css` does the rest (System follows
 * `prefers-color-scheme`).
 */
const SCHEME_COOKIE = 'haat_scheme';

function readScheme(): Scheme {
  if (typeof document === 'undefined') return 'system';
  const value = document.cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${SCHEME_COOKIE}=`))
    ?.slice(SCHEME_COOKIE.length + 1);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Writes the choice (a year's cookie, or none for System) and puts it on the page at once. */
function applyScheme(scheme: Scheme): void {
  if (typeof document === 'undefined') return;
  writeCookie(SCHEME_COOKIE, scheme === 'system' ? undefined : scheme);
  if (scheme === 'system') delete document.documentElement.dataset.scheme;
  else document.documentElement.dataset.scheme = scheme;
}

/** The choice and its setter, for the account menu. */
export function useScheme(): [Scheme, (next: Scheme) => void] {
  const [scheme, setScheme] = useState<Scheme>(readScheme);
  return [
    scheme,
    (next) => {
      applyScheme(next);
      setScheme(next);
    },
  ];
}
