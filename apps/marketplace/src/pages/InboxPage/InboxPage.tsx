import type { ChatSummary } from '@haat/contract';
import { Button, CountTabs, EmptyState, InboxList, Link, Skeleton, useClock, type InboxChat } from '@haat/ui';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import * as chatApi from '../../api/chat';
import { isAbort } from '../../api/client';
import type { Paginated } from '../../api/types';
import { useSocketFrames } from '../../features/chat/ChatProvider';
import { usePageMeta } from '../../seo/usePageMeta';
import { PageTitle } from '../shared/Page';
import { inboxText as t } from './inboxText';

type Role = 'all' | 'buying' | 'selling';
const ROLES: Role[] = ['all', 'buying', 'selling'];

function toInbox(c: ChatSummary): InboxChat {
  return {
    id: c.id,
    adId: c.product.id,
    name: c.other.name,
    adTitle: c.product.title,
    avatar: c.product.thumbnail ?? undefined,
    lastMessage: c.last_message ? c.last_message.text || t.photo : '',
    lastMessageAt: c.last_activity,
    unread: c.unread,
  };
}

/** `/inbox/`: every chat of mine, newest activity first, live; all, buying or selling. */
export default function InboxPage() {
  usePageMeta({ title: t.title });
  const api = useApi();
  const clock = useClock();
  const [role, setRole] = useState<Role>('all');
  const [page, setPage] = useState<Paginated<ChatSummary> | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    chatApi.list(api, role === 'all' ? undefined : role, { signal: controller.signal, expected: [500, 502, 503] }).then(
      (p) => {
        setFailed(false);
        setPage(p);
      },
      (err: unknown) => {
        if (!isAbort(err)) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [api, role, version]);

  // Live: a new chat, message or read receipt reloads the list (a burst reloads once).
  useSocketFrames((frame) => {
    if (frame.type !== 'chat' && frame.type !== 'message' && frame.type !== 'read' && frame.type !== 'ready') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVersion((v) => v + 1), 250);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const more = () => {
    if (!page?.next) return;
    chatApi.list(api, undefined, { next: page.next }).then(
      (next) => setPage({ ...next, results: [...page.results, ...next.results] }),
      () => setFailed(true),
    );
  };

  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <CountTabs
        label={t.tabsLabel}
        value={role}
        onChange={(r) => {
          setPage(null);
          setRole(r);
        }}
        tabs={ROLES.map((r) => ({ value: r, label: t.tabs[r] }))}
      >
        {failed ? (
          <EmptyState
            title={t.error}
            action={
              <Button
                type="button"
                onClick={() => {
                  setFailed(false);
                  setVersion((v) => v + 1);
                }}
              >
                {t.retry}
              </Button>
            }
          />
        ) : !page ? (
          <div aria-busy="true">
            <p role="status">{t.loading}</p>
            <Skeleton height="64px" />
            <Skeleton height="64px" />
          </div>
        ) : (
          <>
            <InboxList
              chats={page.results.map(toInbox)}
              now={clock.now()}
              label={t.tabsLabel}
              empty={
                <EmptyState
                  title={t.empty[role]}
                  description={t.emptyHint[role]}
                  action={
                    <Button as={Link} href="/search/" variant="secondary">
                      {t.browse}
                    </Button>
                  }
                />
              }
            />
            {page.next ? (
              <Button type="button" variant="secondary" onClick={more}>
                {t.loadMore}
              </Button>
            ) : null}
          </>
        )}
      </CountTabs>
    </>
  );
}
