import { useRouter } from 'wouter';

/**
 * The query of the address as it holds it, without its `?`: what every page reads its parameters
 * from, with `new URLSearchParams(...)`. wouter's `useSearch()` runs `decodeURI` over the query
 * first, so URLSearchParams would then decode its escapes a second time: a search for "100%ac"
 * (`?search=100%25ac`) would read "100\u00ac", and a `redirect` of
 * `/post-free-ad/?category=Cars%2BBikes` would come back with a space for its "+".
 */
export function useAddressSearch(): string {
  const router = useRouter();
  return router.searchHook(router).replace(/^\?/, '');
}
