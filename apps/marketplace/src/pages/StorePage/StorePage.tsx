import { formatMonthYear } from '@haat/ui';
import { Button, EmptyState, ListingWidget, RatingList, RatingStars, SellerFacts } from '@haat/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useParams } from 'wouter';
import { storeQuery } from './storeData';
import { cardAd } from '../../features/ads/cardAd';
import { sellerFacts } from '../../features/store/sellerFacts';
import { useListing } from '../../features/search/useListing';
import { usePageMeta } from '../../seo/usePageMeta';
import { useAppState } from '../../state/AppState';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import { fill } from '../shared/fill';
import { Muted, PageTitle } from '../shared/Page';
import { storeText as t } from './storeText';

// Replying (on one's own store) and removing (admins) load only for those who may.
const StoreRatings = lazy(() => import('./StoreRatings'));

const Head = styled.header`
  display: grid;
  gap: var(--haat-space-2);
  margin-block-end: var(--haat-space-4);
`;

/** `/store/{id}/`: a seller's page with their live ads. */
export default function StorePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { profile } = useAppState();
  const listing = useListing(storeQuery(id));
  const seller = listing.first?.seller;
  const name = seller ? seller.name || t.anonymous : undefined;
  const memberSince = seller ? formatMonthYear(seller.member_since) : '';
  // How the seller deals; the live ads are counted in the line above already.
  const found = seller ? sellerFacts(seller) : undefined;
  const facts = found && { ...found, adsLive: undefined };
  usePageMeta({
    title: name ? fill(t.title, { name }) : t.metaTitle,
    description: seller ? fill(t.description, { name: seller.name, since: memberSince }) : undefined,
    canonical: `/store/${id}/`,
  });
  if (!listing.loading && listing.error?.status === 404) return <NotFoundPage />;
  const own = profile !== null && String(profile.id) === id;
  const ratingMode = own ? 'own' : profile?.user_type === 'ADMIN' ? 'admin' : null;
  const recent = seller?.rating?.recent ?? [];
  return (
    <section aria-labelledby="page-title">
      <Head>
        <PageTitle id="page-title">{name ? fill(t.title, { name }) : t.titleLoading}</PageTitle>
        {seller ? (
          <Muted>
            {fill(t.memberSince, {
              since: memberSince,
              count: fill(t.liveAds, { count: listing.count }),
            })}
          </Muted>
        ) : null}
        {seller?.rating ? <RatingStars average={seller.rating.average} count={seller.rating.count} /> : null}
        {facts ? <SellerFacts facts={facts} /> : null}
      </Head>
      {recent.length && ratingMode ? (
        <Suspense fallback={<RatingList ratings={recent} />}>
          <StoreRatings storeKey={storeQuery(id).key} ratings={recent} mode={ratingMode} />
        </Suspense>
      ) : recent.length ? (
        <RatingList ratings={recent} />
      ) : null}
      <ListingWidget
        variant="search"
        priority
        ads={listing.ads.map(cardAd)}
        count={listing.count}
        loading={listing.loading}
        hasMore={listing.hasMore}
        loadingMore={listing.loadingMore}
        onLoadMore={listing.loadMore}
        empty={
          own ? (
            <EmptyState
              headingLevel={3}
              title={t.ownEmptyTitle}
              description={t.ownEmptyHint}
              action={
                <Button as="a" href="/post-free-ad/">
                  {t.ownEmptyAction}
                </Button>
              }
            />
          ) : (
            <EmptyState headingLevel={3} title={t.emptyTitle} />
          )
        }
        error={listing.error && listing.error.status !== 404 ? t.loadError : undefined}
      />
    </section>
  );
}
