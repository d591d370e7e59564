import { useState } from 'react';
import { useSearch } from 'wouter';

/**
 * The token of a mailed link, from the fragment (`#token=…`: browsers never send it to a server,
 * so no log holds it), or the query of a link mailed before; the address bar then forgets it.
 */
export function useLinkToken(): string | null {
  const search = useSearch();
  const [token] = useState(() => {
    const fromHash = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
    const found = fromHash ?? new URLSearchParams(search).get('token');
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname);
    return found;
  });
  return token;
}
