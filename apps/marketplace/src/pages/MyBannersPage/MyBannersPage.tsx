import type { MyBanner } from '@haat/contract';
import { Button, ConfirmDialog, EmptyState, Inline, Link, OwnerBannerRow, type OwnerBannerAction } from '@haat/ui';
import { useState } from 'react';
import styled from 'styled-components';

import { useApi } from '../../api/ApiProvider';
import * as bannersApi from '../../api/banners';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { usePageMeta } from '../../seo/usePageMeta';
import { fill } from '../shared/fill';
import { Muted, PageTitle } from '../shared/Page';
import { myBannersQuery } from './myBannersData';
import { myBannersText as t } from './myBannersText';
import { useAddressSearch } from '../../features/addressSearch';

const List = styled.ul`
  display: grid;
  gap: var(--haat-space-3);
  margin: var(--haat-space-4) 0 0;
  padding: 0;
  list-style: none;
`;

type Asking = { action: 'stop' | 'delete'; banner: MyBanner } | null;

/** `/my-banners/`: my banners with their status, the admin's reason, price, and edit, stop, delete. */
export default function MyBannersPage() {
  usePageMeta({ title: t.title });
  const api = useApi();
  const saved = new URLSearchParams(useAddressSearch()).get('saved');
  const cache = useQueryCache();
  const loaded = useQuery(myBannersQuery.key, myBannersQuery.load);
  const banners = loaded.data?.results ?? null;
  const failed = Boolean(loaded.error);
  // A stopped or deleted banner changes at once; the list asks again for what the server says.
  const setBanners = (change: (list: MyBanner[]) => MyBanner[]) => {
    // The list as it is now: another action may have changed it since this one started.
    const now = cache.get(myBannersQuery.key)?.data as typeof loaded.data;
    if (now) cache.set(myBannersQuery.key, { ...now, results: change(now.results) });
  };
  const [asking, setAsking] = useState<Asking>(null);
  const [pending, setPending] = useState<{ id: number; action: OwnerBannerAction } | null>(null);
  const [message, setMessage] = useState<string | null>(saved ? t.saved : null);

  const act = (action: 'stop' | 'delete', banner: MyBanner) => {
    setAsking(null);
    setPending({ id: banner.id, action });
    const done =
      action === 'stop'
        ? bannersApi.stop(api, banner.id).then((next) => {
            setBanners((list) => list.map((b) => (b.id === next.id ? next : b)));
            setMessage(fill(t.stopped, { title: banner.title }));
          })
        : bannersApi.remove(api, banner.id).then(() => {
            setBanners((list) => list.filter((b) => b.id !== banner.id));
            setMessage(fill(t.deleted, { title: banner.title }));
          });
    done.catch(() => setMessage(t.actionFailed)).finally(() => setPending(null));
  };

  return (
    <section aria-labelledby="page-title">
      <Inline justify="between" gap={3}>
        <PageTitle id="page-title">{t.title}</PageTitle>
        <Button as={Link} href="/banner/">
          {t.create}
        </Button>
      </Inline>
      <Muted>{t.intro}</Muted>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {failed ? (
        <>
          <p role="alert">{t.loadFailed}</p>
          <Button onClick={loaded.reload}>{t.retry}</Button>
        </>
      ) : !banners ? (
        <Muted role="status">{t.loading}</Muted>
      ) : banners.length === 0 ? (
        <EmptyState
          title={t.empty}
          description={t.emptyHint}
          action={
            <Button as={Link} href="/banner/">
              {t.create}
            </Button>
          }
        />
      ) : (
        <List>
          {banners.map((banner) => (
            <li key={banner.id}>
              <OwnerBannerRow
                banner={banner}
                headingLevel={2}
                pending={pending?.id === banner.id ? pending.action : null}
                onStop={() => setAsking({ action: 'stop', banner })}
                onDelete={() => setAsking({ action: 'delete', banner })}
              />
            </li>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking?.action === 'stop' ? t.confirmStopTitle : t.confirmDeleteTitle}
        description={fill(asking?.action === 'stop' ? t.confirmStopDescription : t.confirmDeleteDescription, {
          title: asking?.banner.title ?? '',
        })}
        confirmLabel={asking?.action === 'stop' ? t.confirmStop : t.confirmDelete}
        onConfirm={() => asking && act(asking.action, asking.banner)}
      />
    </section>
  );
}
