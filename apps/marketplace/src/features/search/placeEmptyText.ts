/** The empty state of a place with no ads yet (`/{place}/`, or the place chosen in the location dialog). */
export const placeEmptyText = {
  title: 'No ads in {place} yet',
  hintNearby: 'Be the first to sell here, or look at ads in cities nearby.',
  hintAlone: 'Be the first to sell here.',
  post: 'Post the first ad in {place}',
  nearbyLabel: 'Cities nearby with ads',
  /** A nearby city's link: its name and how many ads it has. */
  city: '{city} · {count}',
  oneAd: '1 ad',
  ads: '{count} ads',
  /** The server counts up to 1,000. */
  manyAds: '{count}+ ads',
};
