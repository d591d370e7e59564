import { useEffect, useState } from 'react';
import { useAddressSearch } from './addressSearch';

/** `token` of the fragment (`#token=…`), or of the query of a link mailed before. */
function tokenIn(hash: string, search: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token');
}

/**
 * The token of a mailed link, from the fragment (`#token=…`: browsers never send it to a server,
 * so no log holds it), or the query of a link mailed before. Once the page has shown, the address
 * bar forgets it (in an effect: a render React throws away must not have cleared it already).
 */
export function useLinkToken(): string | null {
  const search = useAddressSearch();
  const [token] = useState(() => tokenIn(window.location.hash, search));
  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [token]);
  return token;
}
