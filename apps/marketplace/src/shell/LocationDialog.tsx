import { ALL_INDIA, GEOLOCATION_UNSUPPORTED, LocationModal, type Place } from '@haat/ui';
import { useApi } from '../api/ApiProvider';
import * as lookup from '../api/lookup';
import type { Place as ApiPlace } from '../api/types';
import { useQuery } from '../query/useQuery';
import { useAppState } from '../state/AppState';

/** API places carry `lat: null` for localities without coordinates; the kit's Place has them optional. */
const toPlace = (p: ApiPlace): Place => ({
  name: p.name,
  state: p.state,
  city: p.city,
  area: p.area,
  ...(p.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : {}),
});

/** The kit's location modal on the real lookups; the choice persists (storage key `location`). */
export function LocationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const api = useApi();
  const app = useAppState();
  const popular = useQuery(open ? 'popular-cities' : null, (a, signal) => lookup.popularCities(a, { signal }));
  return (
    <LocationModal
      open={open}
      onOpenChange={onOpenChange}
      value={
        app.location
          ? {
              name: app.location.name,
              state: app.location.state ?? '',
              city: app.location.city ?? '',
              area: app.location.area ?? '',
            }
          : null
      }
      popularCities={(popular.data ?? []).map(toPlace)}
      searchPlaces={(query) => lookup.places(api, query).then((places) => places.map(toPlace))}
      locate={() =>
        new Promise((resolve, reject) => {
          if (!('geolocation' in navigator)) {
            resolve(GEOLOCATION_UNSUPPORTED);
            return;
          }
          navigator.geolocation.getCurrentPosition(
            ({ coords }) =>
              lookup
                .nearest(api, { lat: coords.latitude, lng: coords.longitude }, { expected: [404] })
                .then((p) => resolve(toPlace(p)), reject),
            reject,
            { timeout: 10_000, maximumAge: 600_000 },
          );
        })
      }
      onChange={(place) => app.setLocation(place.name === ALL_INDIA.name && !place.city ? null : place)}
    />
  );
}
