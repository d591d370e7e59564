import { formatNumber } from '@haat/ui';
import { Button, EmptyState } from '@haat/ui';
import styled from 'styled-components';
import * as lookup from '../../api/lookup';
import { useQuery } from '../../query/useQuery';
import { fill } from '../../pages/shared/fill';
import type { StoredLocation } from '../../state/storage';
import { placeEmptyText as t } from './placeEmptyText';
import { placeHref, searchQuery } from './searchState';

const Nearby = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--haat-space-2);
`;

/**
 * The place a location names, for "Ads in {place}" and "No ads in {place}": its city, or its
 * area and city ("Powai, Mumbai"); none for all of India.
 */
export function placeName(location: StoredLocation | null | undefined): string | undefined {
  const name = location?.city || location?.name;
  if (!name || /^(all )?india$/i.test(name)) return undefined;
  const area = location?.area?.trim();
  return area && area.toLowerCase() !== name.toLowerCase() ? `${area}, ${name}` : name;
}

/** The server counts a city's ads up to this. */
const COUNT_CAP = 1000;

const adsOf = (count: number) =>
  count >= COUNT_CAP ? fill(t.manyAds, { count: formatNumber(COUNT_CAP) }) : fill(t.ads, { count });

/** The post-an-ad form with `category` (and its sub-category) already chosen, named as search names them. */
const postAdHref = (category: EmptyCategory | undefined) =>
  `/post-free-ad/${searchQuery({ category: category?.category, sub_category: category?.sub_category }, { withCategory: true })}`;

/** A category the place has no ads of: its key, its sub-category's, and the title to show. */
interface EmptyCategory {
  category: string;
  sub_category?: string;
  title: string;
}

/**
 * What a place with no ads (or none of `category`) shows instead of "nothing matches your
 * search": a call to post the first ad there and the nearest cities that have such ads (the API
 * picks them: by distance from the place's point, else those of its state first), each linking to
 * that city's page of the same category. The call opens the post-an-ad form with that category
 * chosen (the form takes its place from the chosen location, which a place's page sets).
 */
export function PlaceEmpty({
  place,
  category,
  headingLevel = 3,
}: {
  place: StoredLocation;
  category?: EmptyCategory;
  headingLevel?: 2 | 3;
}) {
  const name = placeName(place) ?? place.name;
  const point = place.lat != null && place.lng != null ? { lat: place.lat, lng: place.lng } : {};
  const near = {
    ...point,
    state: place.state || undefined,
    category: category?.category,
    sub_category: category?.sub_category,
  };
  const nearby = useQuery(`cities-near:${JSON.stringify(near)}`, (api, signal) =>
    lookup.citiesWithAds(api, near, { signal }),
  );
  const cities = (nearby.data ?? []).filter((c) => c.city.toLowerCase() !== name.toLowerCase());
  const words = { place: name, category: category?.title ?? '' };
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={fill(category ? t.categoryTitle : t.title, words)}
      description={cities.length ? fill(category ? t.categoryHintNearby : t.hintNearby, words) : t.hintAlone}
      action={
        <Button as="a" href={postAdHref(category)}>
          {fill(category ? t.categoryPost : t.post, words)}
        </Button>
      }
    >
      {cities.length ? (
        <Nearby aria-label={fill(category ? t.categoryNearbyLabel : t.nearbyLabel, words)}>
          {cities.map((c) => (
            <Button
              key={`${c.city}|${c.state}`}
              as="a"
              variant="secondary"
              href={placeHref(c.city, { category: category?.category, sub_category: category?.sub_category })}
            >
              {fill(t.city, { city: c.city, count: adsOf(c.count) })}
            </Button>
          ))}
        </Nearby>
      ) : null}
    </EmptyState>
  );
}
