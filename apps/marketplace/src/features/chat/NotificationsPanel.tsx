import type { Notification, NotificationList } from '@haat/contract';
import { Badge, Button, formatDateTime, Heading, Inline, Link } from '@haat/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import * as chatApi from '../../api/chat';
import { fill } from '../../pages/shared/fill';
import { Card, Muted } from '../../pages/shared/Page';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { useChat } from './ChatProvider';
import { notificationsQuery } from './chatQueries';
import { notificationsText as t } from './notificationsText';

const List = styled.ul`
  display: grid;
  gap: var(--haat-space-2);
  margin: var(--haat-space-3) 0 0;
  padding: 0;
  list-style: none;
  li[data-unread='true'] a {
    font-weight: var(--haat-font-weight-semibold);
  }
  time {
    display: block;
    color: var(--haat-color-text-muted);
    font-size: var(--haat-font-size-xs);
  }
`;

const when = (iso: string) => formatDateTime(iso);

/** My Account's notifications (the header's bell links here): live, newest first, with mark-read. */
export function NotificationsPanel() {
  const api = useApi();
  const { notificationsUnread } = useChat();
  const cache = useQueryCache();
  // The first page lives in the cache, where the socket's new notifications join it (ChatProvider).
  const first = useQuery(notificationsQuery.key, notificationsQuery.load);
  // The pages Load more added, for the first page they follow.
  const [added, setAdded] = useState<{ after: NotificationList; page: NotificationList } | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const page = first.data && added?.after === first.data ? added.page : (first.data ?? null);
  const failed = Boolean(first.error) || moreFailed;
  const card = useRef<HTMLElement>(null);

  // The header's bell links to `#notifications`: bring the panel into view once it is there.
  useEffect(() => {
    if (window.location.hash === '#notifications') card.current?.focus();
  }, []);

  const markRead = (which: { ids: number[] } | { all: true }) =>
    chatApi.readNotifications(api, which).then(
      (r) => {
        const read = (p: NotificationList): NotificationList => ({
          ...p,
          unread_count: r.unread_count,
          results: p.results.map((n): Notification =>
            'all' in which || which.ids.includes(n.id) ? { ...n, status: 'read' } : n,
          ),
        });
        const cached = cache.get(notificationsQuery.key)?.data as NotificationList | undefined;
        if (!cached) return;
        const next = read(cached);
        cache.set(notificationsQuery.key, next);
        if (added?.after === cached) setAdded({ after: next, page: read(added.page) });
      },
      () => undefined,
    );

  const more = () => {
    if (!page?.next || !first.data) return;
    const after = first.data;
    chatApi.notifications(api, { next: page.next }).then(
      (next) => setAdded({ after, page: { ...next, results: [...page.results, ...next.results] } }),
      () => setMoreFailed(true),
    );
  };

  return (
    <Card ref={card} id="notifications" aria-labelledby="notifications-title" tabIndex={-1}>
      <Inline justify="between" gap={2}>
        <Heading level={2} size="lg" id="notifications-title">
          {t.title}{' '}
          {notificationsUnread > 0 ? <Badge tone="count">{fill(t.unread, { n: notificationsUnread })}</Badge> : null}
        </Heading>
        {notificationsUnread > 0 ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => void markRead({ all: true })}>
            {t.markAll}
          </Button>
        ) : null}
      </Inline>
      {failed ? (
        <Muted role="alert">
          {t.error}{' '}
          <Button
            type="button"
            variant="link"
            onClick={() => {
              setMoreFailed(false);
              first.reload();
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
