import { Button, EmptyState } from '@haat/ui';
import styled from 'styled-components';
import { useResource } from '../../api/ApiProvider';
import * as lookup from '../../api/lookup';
import { fill } from '../../pages/shared/fill';
import type { StoredLocation } from '../../state/storage';
import { placeEmptyText as t } from './placeEmptyText';

const Nearby = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The place a location names, for "No ads in {place}": none for all of India. */
export function placeName(location: StoredLocation | null | undefined): string | undefined {
  const name = location?.city || location?.name;
  return name && !/^(all )?india$/i.test(name) ? name : undefined;
}

/** The server counts a city's ads up to this. */
const COUNT_CAP = 1000;
const countFormat = new Intl.NumberFormat('en-IN');

const adsOf = (count: number) =>
  count === 1
    ? t.oneAd
    : fill(count >= COUNT_CAP ? t.manyAds : t.ads, { count: countFormat.format(Math.min(count, COUNT_CAP)) });

/** A city's own page: `/{name}/`, as the catch-all resolves it ('new-delhi' is New Delhi). */
const cityHref = (city: string) => `/${city.trim().toLowerCase().replace(/\s+/g, '-')}/`;

/**
 * What a place with no ads shows instead of "nothing matches your search": a call to post the
 * first ad there and the nearest cities that have ads (the API picks them: by distance from the
 * place's point, else those of its state first).
 */
export function PlaceEmpty({ place, headingLevel = 3 }: { place: StoredLocation; headingLevel?: 2 | 3 }) {
  const name = placeName(place) ?? place.name;
  const point = place.lat != null && place.lng != null ? { lat: place.lat, lng: place.lng } : {};
  const near = { ...point, state: place.state || undefined };
  const nearby = useResource((api, signal) => lookup.citiesWithAds(api, near, { signal }), [near]);
  const cities = (nearby.data ?? []).filter((c) => c.city.toLowerCase() !== name.toLowerCase());
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={fill(t.title, { place: name })}
      description={cities.length ? t.hintNearby : t.hintAlone}
      action={
        <Button as="a" href="/post-free-ad/">
          {fill(t.post, { place: name })}
        </Button>
      }
    >
      {cities.length ? (
        <Nearby aria-label={t.nearbyLabel}>
          {cities.map((c) => (
            <Button key={`${c.city}|${c.state}`} as="a" variant="secondary" href={cityHref(c.city)}>
              {fill(t.city, { city: c.city, count: adsOf(c.count) })}
            </Button>
          ))}
        </Nearby>
      ) : null}
    </EmptyState>
  );
}
