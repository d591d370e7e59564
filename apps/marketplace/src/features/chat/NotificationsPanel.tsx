import type { Notification, NotificationList } from '@haat/contract';
import { Badge, Button, formatDateTime, Link } from '@haat/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import * as chatApi from '../../api/chat';
import { isAbort } from '../../api/client';
import { fill } from '../../pages/shared/fill';
import { Card, Muted } from '../../pages/shared/Page';
import { useChat, useSocketFrames } from './ChatProvider';
import { notificationsText as t } from './notificationsText';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  li[data-unread='true'] a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  time {
    display: block;
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const when = (iso: string) => formatDateTime(iso);

/** My Account's notifications (the header's bell links here): live, newest first, with mark-read. */
export function NotificationsPanel() {
  const api = useApi();
  const { notificationsUnread, setNotificationsUnread } = useChat();
  const [page, setPage] = useState<NotificationList | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const card = useRef<HTMLElement>(null);

  // The header's bell links to `#notifications`: bring the panel into view once it is there.
  useEffect(() => {
    if (window.location.hash === '#notifications') card.current?.focus();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    chatApi.notifications(api, { signal: controller.signal, expected: [500, 502, 503] }).then(
      (p) => {
        setFailed(false);
        setPage(p);
        setNotificationsUnread(p.unread_count);
      },
      (err: unknown) => {
        if (!isAbort(err)) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [api, attempt, setNotificationsUnread]);

  useSocketFrames((frame) => {
    if (frame.type !== 'notification') return;
    setPage((p) => (p ? { ...p, count: p.count + 1, results: [frame.notification, ...p.results] } : p));
  });

  const markRead = (which: { ids: number[] } | { all: true }) =>
    chatApi.readNotifications(api, which).then(
      (r) => {
        setNotificationsUnread(r.unread_count);
        setPage((p) =>
          p
            ? {
                ...p,
                results: p.results.map((n): Notification =>
                  'all' in which || which.ids.includes(n.id) ? { ...n, status: 'read' } : n,
                ),
              }
            : p,
        );
      },
      () => undefined,
    );

  const more = () => {
    if (!page?.next) return;
    chatApi.notifications(api, { next: page.next }).then(
      (next) => setPage({ ...next, results: [...page.results, ...next.results] }),
      () => setFailed(true),
    );
  };

  return (
    <Card ref={card} id="notifications" aria-labelledby="notifications-title" tabIndex={-1}>
      <Head>
        <h2 id="notifications-title">
          {t.title}{' '}
          {notificationsUnread > 0 ? <Badge tone="count">{fill(t.unread, { n: notificationsUnread })}</Badge> : null}
        </h2>
        {notificationsUnread > 0 ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => void markRead({ all: true })}>
            {t.markAll}
          </Button>
        ) : null}
      </Head>
      {failed ? (
        <Muted role="alert">
          {t.error}{' '}
          <Button
            type="button"
            variant="link"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t.retry}
          </Button>
        </Muted>
      ) : !page ? (
        <Muted role="status">{t.loading}</Muted>
      ) : page.results.length === 0 ? (
        <Muted>{t.empty}</Muted>
      ) : (
        <>
          <List>
            {page.results.map((n) => (
              <li key={n.id} data-unread={n.status === 'unread'}>
                <Link href={n.link} onClick={() => n.status === 'unread' && void markRead({ ids: [n.id] })}>
                  {n.status === 'unread' ? <Badge tone="count">{t.newLabel}</Badge> : null} {n.text}
                </Link>
                <time dateTime={n.created_on}>{when(n.created_on)}</time>
              </li>
            ))}
          </List>
          {page.next ? (
            <Button type="button" variant="secondary" size="sm" onClick={more}>
              {t.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
