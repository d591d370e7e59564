import type { AdStatus } from '@haat/contract';
import {
  Button,
  ConfirmDialog,
  CountTabs,
  EmptyState,
  Link,
  OwnerAdRow,
  Skeleton,
  Stack,
  type OwnerAd,
  type OwnerAdAction,
  visuallyHidden,
} from '@haat/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import * as myAds from '../../api/myAds';
import { useMarkSold } from '../../features/ads/useMarkSold';
import type { Ad } from '../../api/types';
import { MY_ADS } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { usePageMeta } from '../../seo/usePageMeta';
import { fill } from '../shared/fill';
import { PageTitle } from '../shared/Page';
import { myAdsQueries } from './myAdsData';
import { myAdsText as text } from './myAdsText';

const STATUSES = ['active', 'pending_review', 'sold', 'expired', 'removed'] as const satisfies readonly AdStatus[];

const Hidden = styled.p`
  ${visuallyHidden}
`;

const Notice = styled.p`
  color: var(--haat-color-text-muted);
`;

interface Pending {
  id: number;
  action: OwnerAdAction;
}

/** The pages after the first that Load more has added, for the list they belong to. */
interface More {
  list: string;
  results: Ad[];
  next: string | null;
}

/** `/my-ads/`: my ads by status, with the counts on the tabs and the actions each status allows. */
export default function MyAdsPage() {
  usePageMeta({ title: text.title });
  const api = useApi();
  const [status, setStatus] = useState<AdStatus>('active');
  const cache = useQueryCache();
  // Bumped after every change: the pages Load more added belong to the list before it.
  const [version, setVersion] = useState(0);
  // After a change the counts and every tab's list load again (the ad's own page too).
  const refresh = (id?: number) => {
    setVersion((v) => v + 1);
    cache.invalidate(MY_ADS);
    if (id !== undefined) cache.invalidate(`ad:${id}/`);
  };
  const [pending, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState('');
  const [toDelete, setToDelete] = useState<OwnerAd | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selling = useMarkSold(() => {
    setVersion((v) => v + 1);
    // The row leaves this tab: keep focus inside the list rather than on the page body.
    panelRef.current?.focus();
  });

  const counts = useQuery(myAdsQueries.counts.key, myAdsQueries.counts.load);
  const listQuery = myAdsQueries.list(status);
  const list = useQuery(listQuery.key, listQuery.load);
  // A new status or a reload starts from the first page again: added pages belong to one list.
  const listKey = `${status}:${version}`;
  const [more, setMore] = useState<More | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // After Load more, focus moves to the first ad it added, so keyboard users read on from there.
  const focusRow = useRef<number | null>(null);
  const added = more?.list === listKey ? more : null;
  const next = added ? added.next : (list.data?.next ?? null);

  useEffect(() => {
    if (focusRow.current === null) return;
    listRef.current?.children[focusRow.current]?.querySelector<HTMLElement>('a, button')?.focus();
    focusRow.current = null;
  });

  const loadMore = async () => {
    if (!next || !list.data) return;
    const forList = listKey;
    const shown = list.data.results.length + (added?.results.length ?? 0);
    setLoadingMore(true);
    setMessage('');
    try {
      const page = await myAds.list(api, status, { next });
      setMore({ list: forList, results: [...(added?.results ?? []), ...page.results], next: page.next });
      focusRow.current = shown;
    } catch {
      setMessage(text.loadMoreFailed);
    } finally {
      setLoadingMore(false);
    }
  };

  const run = async (ad: OwnerAd, action: Exclude<OwnerAdAction, 'markSold'>, done: string) => {
    setPending({ id: ad.id, action });
    setMessage('');
    selling.clear();
    try {
      if (action === 'renew') await myAds.renew(api, ad.id);
      else await myAds.remove(api, ad.id);
      setMessage(fill(done, { title: ad.title }));
      refresh(ad.id);
      // The row leaves this tab: keep focus inside the list rather than on the page body.
      panelRef.current?.focus();
    } catch {
      setMessage(text.actionFailed);
    } finally {
      setPending(null);
      setToDelete(null);
    }
  };

  // "In review" is a tab only while an ad waits (or while it is the one open).
  const tabs = STATUSES.filter(
    (value) => value !== 'pending_review' || status === value || Boolean(counts.data?.pending_review),
  ).map((value) => ({ value, label: text.tabs[value], count: counts.data?.[value] }));

  let body;
  if (list.error) {
    body = (
      <div role="alert">
        <p>{text.error}</p>
        <Button variant="secondary" onClick={() => refresh()}>
          {text.retry}
        </Button>
      </div>
    );
  } else if (!list.data) {
    body = (
      <div aria-busy="true">
        <Hidden role="status">{text.loading}</Hidden>
        <Stack as="ul" gap={3}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton height="120px" />
            </li>
          ))}
        </Stack>
      </div>
    );
  } else if (list.data.results.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        title={text.empty[status]}
        description={text.emptyHint[status]}
        action={
          status === 'active' ? (
            <Button as={Link} href="/post-free-ad/">
              {text.postAd}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const { count } = list.data;
    const results = [...list.data.results, ...(added?.results ?? [])];
    body = (
      <>
        <Stack as="ul" gap={3} ref={listRef}>
          {results.map((ad) => (
            <li key={ad.id}>
              <OwnerAdRow
                ad={ad}
                headingLevel={2}
                pending={pending?.id === ad.id ? pending.action : selling.pending === ad.id ? 'markSold' : null}
                onMarkSold={(a) => {
                  setMessage('');
                  void selling.ask(a);
                }}
                onRenew={(a) => void run(a, 'renew', text.renewed)}
                onDelete={(a) => setToDelete(a)}
              />
            </li>
          ))}
        </Stack>
        {count > results.length ? <Notice>{fill(text.moreAds, { shown: results.length, count })}</Notice> : null}
        {next ? (
          <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
            {text.loadMore}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">{text.title}</PageTitle>
      <p role="status">{selling.message || message}</p>
      {selling.undoButton}
      <CountTabs tabs={tabs} value={status} onChange={setStatus} label={text.tabsLabel}>
        <div ref={panelRef} tabIndex={-1}>
          {body}
        </div>
      </CountTabs>
      {selling.dialog}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={text.confirmTitle}
        description={toDelete ? fill(text.confirmDescription, { title: toDelete.title }) : undefined}
        confirmLabel={text.confirmDelete}
        text={{ cancel: text.cancel }}
        pending={pending?.action === 'delete'}
        onConfirm={() => {
          if (toDelete) void run(toDelete, 'delete', text.deleted);
        }}
      />
    </section>
  );
}
