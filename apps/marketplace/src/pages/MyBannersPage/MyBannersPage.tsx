import type { MyBanner } from '@haat/contract';
import { Button, ConfirmDialog, EmptyState, Link, OwnerBannerRow, type OwnerBannerAction } from '@haat/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

import { useApi } from '../../api/ApiProvider';
import * as bannersApi from '../../api/banners';
import { isAbort } from '../../api/client';
import { usePageMeta } from '../../seo/usePageMeta';
import { fill } from '../shared/fill';
import { Muted, PageTitle } from '../shared/Page';
import { myBannersText as t } from './myBannersText';
import { useAddressSearch } from '../../features/addressSearch';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
`;

type Asking = { action: 'stop' | 'delete'; banner: MyBanner } | null;

/** `/my-banners/`: my banners with their status, the admin's reason, price, and edit, stop, delete. */
export default function MyBannersPage() {
  usePageMeta({ title: t.title });
  const api = useApi();
  const saved = new URLSearchParams(useAddressSearch()).get('saved');
  const [banners, setBanners] = useState<MyBanner[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [asking, setAsking] = useState<Asking>(null);
  const [pending, setPending] = useState<{ id: number; action: OwnerBannerAction } | null>(null);
  const [message, setMessage] = useState<string | null>(saved ? t.saved : null);

  useEffect(() => {
    const controller = new AbortController();
    bannersApi.mine(api, { signal: controller.signal, expected: [500, 502, 503] }).then(
      (page) => {
        setFailed(false);
        setBanners(page.results);
      },
      (err: unknown) => {
        if (!isAbort(err)) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const act = (action: 'stop' | 'delete', banner: MyBanner) => {
    setAsking(null);
    setPending({ id: banner.id, action });
    const done =
      action === 'stop'
        ? bannersApi.stop(api, banner.id).then((next) => {
            setBanners((list) => list?.map((b) => (b.id === next.id ? next : b)) ?? null);
            setMessage(fill(t.stopped, { title: banner.title }));
          })
        : bannersApi.remove(api, banner.id).then(() => {
            setBanners((list) => list?.filter((b) => b.id !== banner.id) ?? null);
            setMessage(fill(t.deleted, { title: banner.title }));
          });
    done.catch(() => setMessage(t.actionFailed)).finally(() => setPending(null));
  };

  return (
    <section aria-labelledby="page-title">
      <Head>
        <PageTitle id="page-title">{t.title}</PageTitle>
        <Button as={Link} href="/banner/">
          {t.create}
        </Button>
      </Head>
      <Muted>{t.intro}</Muted>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {failed ? (
        <>
          <p role="alert">{t.loadFailed}</p>
          <Button onClick={() => setAttempt((a) => a + 1)}>{t.retry}</Button>
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
