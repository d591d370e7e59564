import {
  AppDownload,
  BannerCarousel,
  CategoryGrid,
  HowItWorks,
  ListingWidget,
  media,
  PopularSearches,
  type Banner,
} from '@haat/ui';
import { AdPlacement } from '../../features/ads/AdPlacement';
import { useSavedAds } from '../../features/favourites/useSavedAds';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useQuery } from '../../query/useQuery';
import { cardAd, locationQuery } from '../../features/ads/cardAd';
import { homeQueries } from './homeData';
import { useLoginParam } from '../../features/login/useLoginParam';
import { useSite } from '../../features/site/useSite';
import { SearchBox } from '../../features/search/SearchBox';
import { parseSearch, searchHref } from '../../features/search/searchState';
import { PlaceEmpty, placeName } from '../../features/search/PlaceEmpty';
import { useListing } from '../../features/search/useListing';
import { usePageMeta } from '../../seo/usePageMeta';
import { useAppState } from '../../state/AppState';
import { fill } from '../shared/fill';
import { homeText as t } from './homeText';

const Intro = styled.h1`
  margin: var(--haat-space-2) 0 var(--haat-space-4);
  font-size: var(--haat-font-size-xl);
  line-height: var(--haat-line-height-tight);
`;
/** The carousel's place while its banners load, the same size, so nothing below it moves. */
const BannerSpace = styled.div`
  box-sizing: content-box;
  aspect-ratio: 1200 / 300;
  background: var(--haat-color-bg-muted);
  border-radius: var(--haat-radius-lg);
  ${media.mobile} {
    padding-block-end: 40px;
  }
`;
/** Phones have no header search and no category bar: the home page offers both at its top. */
const PhoneStart = styled.div`
  display: grid;
  gap: var(--haat-space-4);
  ${media.tab} {
    display: none;
  }
`;
const Stack = styled.div`
  display: grid;
  gap: var(--haat-space-8);
`;

/** Home: banners, Fresh Postings (12 latest not featured) with VIEW ALL, featured ads (10), how it works, app, popular searches. */
export default function HomePage() {
  usePageMeta({
    title: t.title,
    description: t.description,
    canonical: '/',
  });
  const { location, cats } = useAppState();
  const [, navigate] = useLocation();
  const where = locationQuery(location);
  // The featured ones are the next list's: Fresh Postings does not show them twice.
  const saved = useSavedAds();
  const latestQuery = homeQueries.latest(where);
  const featuredQuery = homeQueries.featured(where);
  const latest = useListing(latestQuery);
  const featured = useListing(featuredQuery);
  const bannerQuery = homeQueries.banners(location?.city ?? '');
  const bannerPool = useQuery(bannerQuery.key, bannerQuery.load);
  const bannerList = {
    ...bannerPool,
    data: bannerPool.data?.results
      .flatMap((banner) => banner.assets)
      .map<Banner>((a) => ({ image: a.image, imageSmall: a.image_small, link: a.link, alt: a.title || t.bannerAlt })),
  };
  const words = useQuery(homeQueries.words.key, homeQueries.words.load);
  const login = useLoginParam();
  const site = useSite();
  const place = placeName(location);
  return (
    <Stack>
      <Intro>{place ? fill(t.introIn, { place }) : t.introIndia}</Intro>
      <PhoneStart>
        <SearchBox
          aria-label={t.phoneSearch}
          value=""
          onSearch={(text, category) =>
            navigate(
              searchHref({ ...parseSearch(undefined, ''), search: text || undefined, category: category ?? undefined }),
            )
          }
        />
        <CategoryGrid categories={cats.length ? cats.map((c) => ({ key: c.slug, title: c.title })) : undefined} />
      </PhoneStart>
      {bannerList.loading ? (
        <BannerSpace aria-hidden="true" />
      ) : bannerList.data && bannerList.data.length > 0 ? (
        <BannerCarousel banners={bannerList.data} imageWidth={1200} imageHeight={300} />
      ) : null}
      {latest.loading || latest.ads.length > 0 || featured.loading || featured.ads.length === 0 ? (
        <ListingWidget
          variant="home"
          ads={latest.ads.map(cardAd)}
          loading={latest.loading}
          savedIds={saved.savedIds}
          onToggleSaved={saved.toggle}
          viewAllHref="/search/"
          empty={location && placeName(location) ? <PlaceEmpty place={location} /> : undefined}
        />
      ) : null}
      {featured.loading || featured.ads.length > 0 ? (
        <ListingWidget
          variant="home"
          title={t.featuredTitle}
          ads={featured.ads.map(cardAd)}
          loading={featured.loading}
          savedIds={saved.savedIds}
          onToggleSaved={saved.toggle}
          viewAllHref="/search/"
        />
      ) : null}
      <AdPlacement placement="home" />
      <HowItWorks onCreateAccount={login.show} />
      <AppDownload
        playStoreHref={site.data?.play_store_url ?? undefined}
        appStoreHref={site.data?.app_store_url ?? undefined}
        installHref="/mobile-app"
      />
      {words.data && words.data.length > 0 ? <PopularSearches items={words.data} /> : null}
    </Stack>
  );
}
