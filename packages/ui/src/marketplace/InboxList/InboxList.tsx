import { useText } from '../../locale/LocaleProvider';
import { fillTemplate } from '../../locale/text';
import { defaultInboxListText, type InboxListText } from './inboxListText';
import type { ReactNode } from 'react';
import { inboxTime } from '../ChatThread/chatTime';
import { IST_OFFSET_MINUTES } from '../format/formatDateTime';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { formatPaise } from '../format/formatPaise';
import { toTime, type DateInput } from '../format/formatPostedTime';
import { Link } from '../link';
import { AdTitle, Avatar, Body, Count, Hidden, List, Name, Preview, Row, Side } from './InboxList.styles';

export interface InboxChat {
  /** The chat id. */
  id: string | number;
  /** The ad the chat is about; the link goes to `/chat/{adId}/{id}/`. */
  adId: string | number;
  /** The other person. */
  name: string;
  adTitle?: string;
  avatar?: string;
  lastMessage: string;
  /** The last message is an offer of this many paise: it reads "Offer: ₹45,000" instead of `lastMessage`. */
  lastOfferPaise?: number;
  /** The chat reached a deal (an accepted offer): a "Deal" badge. */
  deal?: boolean;
  lastMessageAt: DateInput;
  /** Messages the user has not read yet. */
  unread: number;
}

export interface InboxListProps {
  /** The chats, newest first, each a link to `/chat/{adId}/{id}/`. */
  chats: InboxChat[];
  /** Decides whether a time reads as a clock time, `Yesterday` or a date. */
  now: DateInput;
  /** The open chat, marked as the current page. */
  currentId?: InboxChat['id'];
  /** The list's words (its name, the empty state, the unread count); a catalogue replaces them. @default defaultInboxListText */
  text?: Partial<InboxListText>;
  /** Shown instead of the list when there are no chats. */
  empty?: ReactNode;
  /** The time zone of the shown times, in minutes east of UTC. @default 330 (India Standard Time) */
  utcOffsetMinutes?: number;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The user's chats, newest first: the other person, the ad, the last message, its time and unread count. */
export function InboxList({
  chats,
  now,
  currentId,
  text: overrides,
  empty,
  utcOffsetMinutes = IST_OFFSET_MINUTES,
}: InboxListProps) {
  const text = useText(defaultInboxListText, overrides);
  if (chats.length === 0) {
    return <>{empty ?? <EmptyState title={text.emptyTitle} description={text.emptyHint} />}</>;
  }
  const sorted = [...chats].sort((a, b) => toTime(b.lastMessageAt) - toTime(a.lastMessageAt));
  return (
    <List aria-label={text.label}>
      {sorted.map((chat) => (
        <li key={chat.id}>
          <Row
            as={Link}
            href={`/chat/${chat.adId}/${chat.id}/`}
            data-unread={chat.unread > 0}
            aria-current={chat.id === currentId ? 'page' : undefined}
          >
            <Avatar aria-hidden="true">
              {chat.avatar ? <img src={chat.avatar} alt="" width={44} height={44} /> : initials(chat.name)}
            </Avatar>
            <Body>
              <Name translate="no">{chat.name}</Name>
              {chat.adTitle && <AdTitle translate="no">{chat.adTitle}</AdTitle>}
              {chat.lastOfferPaise !== undefined ? (
                <Preview>{fillTemplate(text.offer, { price: formatPaise(chat.lastOfferPaise) })}</Preview>
              ) : (
                <Preview translate="no">{chat.lastMessage}</Preview>
              )}
            </Body>
            <Side>
              <span>{inboxTime(chat.lastMessageAt, now, utcOffsetMinutes)}</span>
              {chat.deal && <Badge tone="success">{text.deal}</Badge>}
              {chat.unread > 0 && (
                <Count>
                  <span aria-hidden="true">{chat.unread > 99 ? '99+' : chat.unread}</span>
                  <Hidden>{fillTemplate(text.unread, { count: chat.unread })}</Hidden>
                </Count>
              )}
            </Side>
          </Row>
        </li>
      ))}
    </List>
  );
}
