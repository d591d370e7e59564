import { ListingWidget } from '@haat/ui';
import styled from 'styled-components';
import { useParams } from 'wouter';
import * as store from '../../api/store';
import { cardAd } from '../../features/ads/cardAd';
import { useListing } from '../../features/search/useListing';
import { usePageMeta } from '../../seo/usePageMeta';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import { Muted, PageTitle } from '../shared/Page';

const Head = styled.header`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const since = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const countFormat = new Intl.NumberFormat('en-IN');

/** `/store/{id}/`: a seller's page with their live ads. */
export default function StorePage() {
  const { id = '' } = useParams<{ id: string }>();
  const listing = useListing((api, opts) => store.get(api, id, { limit: 12 }, opts), [id]);
  const seller = listing.first?.seller;
  usePageMeta({
    title: seller ? `${seller.name || 'Haat seller'}'s ads` : 'Store',
    description: seller
      ? `Ads from ${seller.name}, a Haat member since ${since.format(new Date(seller.member_since))}.`
      : undefined,
    canonical: `/store/${id}/`,
  });
  if (!listing.loading && listing.error?.status === 404) return <NotFoundPage />;
  return (
    <section aria-labelledby="page-title">
      <Head>
        <PageTitle id="page-title">{seller ? `${seller.name || 'Haat seller'}'s ads` : 'Seller'}</PageTitle>
        {seller ? (
          <Muted>
            Member since {since.format(new Date(seller.member_since))} · {countFormat.format(listing.count)}{' '}
            {listing.count === 1 ? 'live ad' : 'live ads'}
          </Muted>
        ) : null}
      </Head>
      <ListingWidget
        variant="search"
        priority
        ads={listing.ads.map(cardAd)}
        count={listing.count}
        loading={listing.loading}
        hasMore={listing.hasMore}
        loadingMore={listing.loadingMore}
        onLoadMore={listing.loadMore}
        error={listing.error && listing.error.status !== 404 ? 'The ads could not be loaded.' : undefined}
      />
    </section>
  );
}
