import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useQuery } from '../../query/useQuery';
import { presetOf, resolveQuery } from '../SearchPage/searchData';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import { useAppState } from '../../state/AppState';
import SearchPage from '../SearchPage/SearchPage';
import { PageLoading } from '../shared/PageLoading';

/** The catch-all `/{id}/`: a category, a sub-category or a place (spec section 2), else a real 404. */
export default function ResolvePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const resolved = useQuery(resolveQuery(slug).key, resolveQuery(slug).load);
  const { location, setLocation } = useAppState();
  const place = resolved.data?.type === 'place' ? resolved.data.place : null;
  // A place in the address is where the visitor is browsing: the location pill says so too.
  useEffect(() => {
    // An answer without `area` (a server before neighbourhoods) is a city's.
    if (place && (location?.city !== place.city || (location?.area ?? '') !== (place.area ?? ''))) {
      setLocation({
        name: place.name,
        city: place.city,
        state: place.state,
        area: place.area ?? '',
        lat: place.lat ?? undefined,
        lng: place.lng ?? undefined,
      });
    }
  }, [place, location?.city, location?.area, setLocation]);
  if (resolved.loading) return <PageLoading />;
  const r = resolved.data;
  if (!r) return <NotFoundPage />;
  return <SearchPage preset={presetOf(r)} />;
}
