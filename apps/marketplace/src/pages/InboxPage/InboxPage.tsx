import type { ChatSummary } from '@haat/contract';
import { Button, CountTabs, EmptyState, InboxList, Link, Skeleton, useClock, type InboxChat } from '@haat/ui';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import * as chatApi from '../../api/chat';
import type { Paginated } from '../../api/types';
import { useSocketFrames } from '../../features/chat/ChatProvider';
import { INBOX } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { usePageMeta } from '../../seo/usePageMeta';
import { PageTitle } from '../shared/Page';
import { inboxQuery, type InboxRole as Role } from './inboxData';
import { inboxText as t } from './inboxText';
const ROLES: Role[] = ['all', 'buying', 'selling'];

/** The last message's line: its text, else what it carries (an offer shows its amount, a request its kind). */
function lastLine(m: ChatSummary['last_message']): string {
  if (!m) return '';
  if (m.text) return m.text;
  if (m.offer) return '';
  if (m.phone_request) return m.phone_request.asked ? t.phoneRequest : t.phoneShared;
  return t.photo;
}

function toInbox(c: ChatSummary): InboxChat {
  return {
    id: c.id,
    adId: c.product.id,
    name: c.other.name,
    adTitle: c.product.title,
    avatar: c.product.thumbnail ?? undefined,
    lastMessage: lastLine(c.last_message),
    lastOfferPaise: c.last_message?.offer?.amount_paise,
    deal: c.deal !== null,
    lastMessageAt: c.last_activity,
    unread: c.unread,
  };
}

/** `/inbox/`: every chat of mine, newest activity first, live; all, buying or selling. */
export default function InboxPage() {
  usePageMeta({ title: t.title });
  const api = useApi();
  const clock = useClock();
  const cache = useQueryCache();
  const [role, setRole] = useState<Role>('all');
  const query = inboxQuery(role);
  // Others write to me while I look elsewhere: back to the tab, the list catches up.
  const list = useQuery(query.key, query.load, { revalidateOnFocus: true });
  // The pages Load more added, for the first page they follow (a reload starts again).
  const [added, setAdded] = useState<{ after: Paginated<ChatSummary>; page: Paginated<ChatSummary> } | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const page = list.data && added?.after === list.data ? added.page : list.data;
  const failed = Boolean(list.error) || moreFailed;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Live: a new chat, message or read receipt reloads the lists (a burst reloads once).
  useSocketFrames((frame) => {
    if (frame.type !== 'chat' && frame.type !== 'message' && frame.type !== 'read' && frame.type !== 'ready') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => cache.invalidate(INBOX), 250);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const more = () => {
    if (!page?.next || !list.data) return;
    const after = list.data;
    chatApi.list(api, undefined, { next: page.next }).then(
      (next) => setAdded({ after, page: { ...next, results: [...page.results, ...next.results] } }),
      () => setMoreFailed(true),
    );
  };

  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <CountTabs
        label={t.tabsLabel}
        value={role}
        onChange={setRole}
        tabs={ROLES.map((r) => ({ value: r, label: t.tabs[r] }))}
      >
        {failed ? (
          <EmptyState
            title={t.error}
            action={
              <Button
                type="button"
                onClick={() => {
                  setMoreFailed(false);
                  list.reload();
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
              text={{ label: t.tabsLabel }}
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
