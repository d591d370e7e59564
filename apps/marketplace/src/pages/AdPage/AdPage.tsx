import {
  Badge,
  Button,
  formatPrice,
  ImageGallery,
  ListingWidget,
  media,
  SellerCard,
  SpecsTable,
  usePostedTime,
} from '@haat/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useParams } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import { ApiError } from '../../api/client';
import * as ratings from '../../api/ratings';
import * as favorites from '../../api/favorites';
import * as search from '../../api/search';
import type { Ad } from '../../api/types';
import { AdPlacement } from '../../features/ads/AdPlacement';
import { sellerFacts } from '../../features/store/sellerFacts';
import { HEARTS, SAVED } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { adQuery } from './adData';
import { cardAd } from '../../features/ads/cardAd';
import { loginRedirectPath } from '../../features/redirect';
import { useListing } from '../../features/search/useListing';
import { usePageMeta } from '../../seo/usePageMeta';
import { useAppState } from '../../state/AppState';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import { fill } from '../shared/fill';
import { fillNodes } from '../shared/fillNodes';
import { Card, Muted } from '../shared/Page';
import { PageLoading } from '../shared/PageLoading';
import { postAdText } from '../PostAdPage/postAdText';
import { adText } from './adText';
import { useAddressSearch } from '../../features/addressSearch';

/*
 * In reading order: price and title (the h1), the photos with the details, then the seller. One
 * column on phones, so price and title come before the photo; on desktop the photos take the left
 * column across both rows and the summary and the seller stack on the right.
 */
const Layout = styled.div`
  display: grid;
  gap: var(--haat-space-4);
  ${media.maxTab} {
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto 1fr;
    column-gap: var(--haat-space-6);
    align-items: start;
  }
`;
const Summary = styled.div`
  ${media.maxTab} {
    grid-column: 2;
    grid-row: 1;
  }
`;
const Main = styled.div`
  min-width: 0;
  ${media.maxTab} {
    grid-column: 1;
    grid-row: 1 / span 2;
  }
`;
const Side = styled.aside`
  display: grid;
  gap: var(--haat-space-4);
  ${media.maxTab} {
    grid-column: 2;
    grid-row: 2;
  }
`;
const Price = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-display);
  font-weight: var(--haat-font-weight-bold);
`;
const Title = styled.h1`
  margin: var(--haat-space-1) 0;
  font-size: var(--haat-font-size-xl);
  line-height: var(--haat-line-height-tight);
  overflow-wrap: anywhere;
`;
const Meta = styled.p`
  margin: var(--haat-space-1) 0 0;
  color: var(--haat-color-text-muted);
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
  margin-block-start: var(--haat-space-4);
`;
const Notice = styled.p`
  margin: 0 0 var(--haat-space-4);
  padding: var(--haat-space-3) var(--haat-space-4);
  border-radius: var(--haat-radius-md);
  background: var(--haat-color-bg-warning);
  color: var(--haat-color-text-default);
  font-weight: var(--haat-font-weight-semibold);
`;
const Description = styled.div`
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: var(--haat-line-height-relaxed);
`;
const Crumbs = styled.nav`
  margin-block-end: var(--haat-space-3);
  font-size: var(--haat-font-size-sm);
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: var(--haat-space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-inline-end: var(--haat-space-1);
    color: var(--haat-color-text-muted);
  }
  a {
    color: var(--haat-color-text-link);
  }
`;

function FavouriteButton({ ad }: { ad: Ad }) {
  const api = useApi();
  const { profile } = useAppState();
  const [, navigate] = useLocation();
  const cache = useQueryCache();
  const saved = useQuery(profile ? `${SAVED}ad:${ad.id}/` : null, (a, signal) =>
    favorites.list(a, { product: ad.id, limit: 1 }, { signal }).then((page) => page.count > 0),
  );
  const [override, setOverride] = useState<boolean | null>(null);
  const isSaved = override ?? saved.data ?? false;
  const toggle = async () => {
    if (!profile) {
      navigate(loginRedirectPath(`/view/${ad.id}/`));
      return;
    }
    const next = !isSaved;
    setOverride(next);
    try {
      if (next) await favorites.add(api, ad.id);
      else await favorites.remove(api, ad.id);
      // My Account's list and the cards' hearts catch up.
      cache.invalidate(`${SAVED}list`);
      cache.invalidate(HEARTS);
    } catch {
      setOverride(!next);
    }
  };
  return (
    <Button variant="secondary" aria-pressed={isSaved} onClick={toggle}>
      {isSaved ? adText.saved : adText.save}
    </Button>
  );
}

// Only an owner's page loads its actions (and the confirmation dialog they bring).
// Only ads that carry documents (a flat's floor plan) load their section's code.
const DocumentsSection = lazy(() => import('./DocumentsSection'));
const OwnerActions = lazy(() => import('./OwnerActions'));

function ShareButton({ ad }: { ad: Ad }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = `${window.location.origin}/view/${ad.id}/`;
    try {
      if (navigator.share)
        await navigator.share({
          title: ad.title,
          text: fill(adText.shareText, { title: ad.title, price: formatPrice(ad.price) }),
          url,
        });
      else {
        await navigator.clipboard.writeText(url);
        setCopied(true);
      }
    } catch {
      // the person closed the share sheet
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={share}>
        {adText.share}
      </Button>
      <span role="status">{copied ? adText.linkCopied : ''}</span>
    </>
  );
}

const ReportDialog = lazy(() => import('./ReportDialog'));

/**
 * "Report this ad", beside Share. A visitor who is not signed in is asked to log in first and comes
 * back to the ad. The dialog's code (Radix Dialog, the form) loads when it is first opened.
 */
function ReportButton({ ad }: { ad: Ad }) {
  const { profile } = useAppState();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [done, setDone] = useState('');
  const start = () => {
    if (!profile) {
      navigate(loginRedirectPath(`/view/${ad.id}/`));
      return;
    }
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <Button variant="secondary" onClick={start}>
        {adText.report.button}
      </Button>
      <span role="status">{done}</span>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportDialog adId={ad.id} open={open} onOpenChange={setOpen} onSent={setDone} />
        </Suspense>
      ) : null}
    </>
  );
}

function SimilarAds({ ad }: { ad: Ad }) {
  const where = {
    category: ad.category_slug,
    sub_category: ad.sub_category_slug ?? undefined,
    city: ad.city || undefined,
    limit: 9,
  };
  const similar = useListing({
    key: `similar:${JSON.stringify(where)}`,
    load: (api, opts) => search.list(api, where, opts),
  });
  const others = similar.ads.filter((a) => a.id !== ad.id).slice(0, 8);
  if (!similar.loading && others.length === 0) return null;
  return (
    <ListingWidget
      variant="home"
      title={adText.similar}
      ads={others.map(cardAd)}
      loading={similar.loading}
      viewAllHref={`/search/${ad.sub_category_slug ?? ad.category_slug}/`}
    />
  );
}

/** `/view/{id}/`: gallery, price, title, specs, description, place, time, seller, chat, share, favourite, similar ads. */
export default function AdPage() {
  const { id = '' } = useParams<{ id: string }>();
  const result = useQuery(adQuery(id).key, adQuery(id).load);
  const ad = result.data;
  const place = ad ? [ad.area, ad.city].filter(Boolean).join(', ') : '';
  usePageMeta({
    title: ad ? `${ad.title} - ${formatPrice(ad.price)}${place ? ` in ${place}` : ''}` : 'Ad',
    description: ad ? `${formatPrice(ad.price)}. ${ad.description || ad.title}`.slice(0, 160) : undefined,
    canonical: `/view/${id}/`,
  });

  if (result.loading) return <PageLoading label={adText.loading} minHeight="80vh" />;
  if (!ad) {
    if (result.error instanceof ApiError && result.error.status !== 404)
      return <Muted role="alert">{adText.loadError}</Muted>;
    return <NotFoundPage />;
  }
  return <AdView ad={ad} />;
}

/** Why a removed ad is down (only its owner can open it), and how to appeal an admin's removal. */
function RemovedNotice({ ad }: { ad: Ad }) {
  const by = ad.removed_by ?? 'seller';
  if (by !== 'admin') return <Notice role="note">{adText.removed[by]}</Notice>;
  return (
    <Notice role="note">
      {fill(adText.removed.admin, { reason: ad.moderation_reason ?? '' })}{' '}
      {fillNodes(adText.appeal, {
        link: <Link href={`/contact-us/?ad=${ad.id}`}>{adText.appealLink}</Link>,
        id: String(ad.id),
      })}
    </Notice>
  );
}

/** Why an ad waits for review, on its own page (only its owner and admins ever open one). */
function ReviewNotice({ ad }: { ad: Ad }) {
  return (
    <Notice role="note">
      <strong>{adText.review.title}.</strong> {adText.review.body}
      {ad.review_reasons?.length ? (
        <ul>
          {ad.review_reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </Notice>
  );
}

function AdView({ ad }: { ad: Ad }) {
  // The seller's ratings on their card: asked after the ad itself, never holding it up.
  const sellerRating = useQuery(`ratings:user:${ad.owner.id}/`, (a, signal) =>
    ratings.ofUser(a, ad.owner.id, { signal, expected: [404] }),
  );
  const { profile } = useAppState();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useAddressSearch());
  const posted = usePostedTime(ad.created_on);
  const place = [ad.area, ad.city].filter(Boolean).join(', ');
  const gone = ad.status === 'removed';
  const held = ad.status === 'pending_review';
  const own = profile?.id != null && profile.id === ad.owner.id;
  // Marking it sold here (or undoing that) shows at once, without loading the ad again.
  const [status, setStatus] = useState(ad.status);
  const openChat = (target: string) => navigate(profile ? target : loginRedirectPath(target));
  const chat = () => openChat(`/chat/${ad.id}/`);
  // The chat opens with the offer form ready, so the offer is its first message.
  const offer = () => openChat(`/chat/${ad.id}/?offer=1`);
  const canContact = status === 'active' && !own;
  const images = ad.images.map((img) => ({
    src: img.detail,
    thumbnail: img.card,
    width: 960,
    height: 720,
  }));

  return (
    <article aria-labelledby="ad-title">
      <Crumbs aria-label={adText.breadcrumb}>
        <ol>
          <li>
            <Link href="/">{adText.home}</Link>
          </li>
          <li>
            <Link href={`/search/${ad.category_slug}/`}>{ad.category_title}</Link>
          </li>
          {ad.sub_category_slug ? (
            <li>
              <Link href={`/search/${ad.sub_category_slug}/`}>{ad.sub_category_title}</Link>
            </li>
          ) : null}
        </ol>
      </Crumbs>
      {held ? <ReviewNotice ad={ad} /> : null}
      {own && !held && query.get('posted') === '1' ? (
        <Notice role="status">
          <strong>{postAdText.postedTitle}.</strong> {postAdText.postedMessage}{' '}
          <Link href={`/make-featured/${ad.id}/`}>{postAdText.makeFeatured}</Link>
        </Notice>
      ) : null}
      {own && query.get('saved') === '1' ? <Notice role="status">{postAdText.savedMessage}</Notice> : null}
      {status === 'sold' ? <Notice role="note">{adText.sold}</Notice> : null}
      {gone ? <RemovedNotice ad={ad} /> : null}
      <Layout>
        <Summary>
          <Card>
            {ad.featured ? <Badge tone="featured">{adText.featured}</Badge> : null}
            <Price>{formatPrice(ad.price)}</Price>
            <Title id="ad-title" translate="no">
              {ad.title}
            </Title>
            <Meta translate="no">{place ? `${place}${ad.state ? `, ${ad.state}` : ''}` : ad.state}</Meta>
            <Meta>
              <time dateTime={new Date(ad.created_on).toISOString()}>{posted}</time>
            </Meta>
            {gone || held ? null : (
              <Actions>
                <FavouriteButton ad={ad} />
                <ShareButton ad={ad} />
                {own ? null : <ReportButton ad={ad} />}
              </Actions>
            )}
            {own && !gone ? (
              <Suspense fallback={null}>
                <OwnerActions ad={ad} status={status} onStatusChange={setStatus} />
              </Suspense>
            ) : null}
          </Card>
        </Summary>
        <Main>
          <ImageGallery images={images} title={ad.title} />
          <SpecsTable category={ad.category_slug} subCategory={ad.sub_category_title ?? undefined} data={ad.data} />
          <section aria-labelledby="ad-description">
            <h2 id="ad-description">{adText.description}</h2>
            {ad.description ? (
              <Description translate="no">{ad.description}</Description>
            ) : (
              <Description>{adText.noDescription}</Description>
            )}
          </section>
          {ad.document_count ? (
            <Suspense fallback={null}>
              <DocumentsSection ad={ad} onChat={canContact ? chat : undefined} />
            </Suspense>
          ) : null}
        </Main>
        <Side>
          {gone ? null : <AdPlacement placement="ad" />}
          <SellerCard
            seller={{
              id: ad.owner.id,
              name: ad.owner.name || adText.anonymousSeller,
              memberSince: ad.owner.member_since,
            }}
            facts={sellerFacts(ad.owner)}
            rating={sellerRating.data}
            onChat={canContact ? chat : undefined}
            onOffer={canContact && ad.price > 0 ? offer : undefined}
          />
          {ad.phone && canContact ? (
            <Card>
              <a href={`tel:${ad.phone.replace(/\s/g, '')}`}>{fill(adText.callSeller, { phone: ad.phone })}</a>
            </Card>
          ) : null}
          {ad.contact === 'phone_request' && canContact ? (
            <Card>
              <p>{adText.phoneOnRequest}</p>
            </Card>
          ) : null}
        </Side>
      </Layout>
      {gone ? null : <SimilarAds ad={ad} />}
    </article>
  );
}
