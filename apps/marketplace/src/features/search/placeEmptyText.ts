import { defineText } from '@haat/ui';
/**
 * The empty state of a place with no ads yet (`/{place}/`, or the place chosen in the location
 * dialog), or none of a category (`category*`: `{category}` is its title, "Cars & Bikes").
 */
export const placeEmptyText = defineText('placeEmpty', {
  title: 'No ads in {place} yet',
  categoryTitle: 'No {category} ads in {place} yet',
  hintNearby: 'Be the first to sell here, or look at ads in cities nearby.',
  categoryHintNearby: 'Be the first to sell here, or look at {category} ads in cities nearby.',
  hintAlone: 'Be the first to sell here.',
  post: 'Post the first ad in {place}',
  categoryPost: 'Post the first {category} ad in {place}',
  nearbyLabel: 'Cities nearby with ads',
  categoryNearbyLabel: 'Cities nearby with {category} ads',
  /** A nearby city's link: its name and how many ads it has. */
  city: '{city} · {count}',
  ads: '{count, plural, one {# ad} other {# ads}}',
  /** The server counts up to 1,000. */
  manyAds: '{count}+ ads',
});
