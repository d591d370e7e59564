import { fillTemplate } from '../../locale/text';
import { useText } from '../../locale/LocaleProvider';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import type { DateInput } from '../format/formatPostedTime';
import { IST_OFFSET_MINUTES } from '../format/formatDateTime';
import { OfferCard, type OfferCardStatus, type OfferCardText } from '../OfferCard';
import { PhoneRequestCard, type PhoneRequestCardStatus, type PhoneRequestCardText } from '../PhoneRequestCard';
import { dayLabel, dayNumber, formatClock } from './chatTime';
import { defaultChatThreadText, type ChatThreadText } from './chatThreadText';
import {
  Bubble,
  Hidden,
  Log,
  Meta,
  OlderButton,
  Photo,
  RetryButton,
  Separator,
  Text,
  Tip,
  Typing,
  Warning,
} from './ChatThread.styles';

/** `read`: the other person has seen it. */
export type ChatMessageStatus = 'sending' | 'sent' | 'read' | 'failed';

export interface ChatMessage {
  id: string | number;
  text: string;
  sentAt: DateInput;
  /** Sent by the signed-in user (shown on the right). */
  mine: boolean;
  /** Delivery state of the user's own messages. @default 'sent' */
  status?: ChatMessageStatus;
  /** A photo sent with the message (opens full size in a new tab). */
  image?: { src: string; href: string };
  /** A note shown under the message to the reader (a safety tip). */
  tip?: string;
  /**
   * A warning shown above the message to its reader (a scam rule the message fired: money asked for
   * before meeting). Its web addresses stay plain text, never links.
   */
  warning?: string;
  /** Why a failed message was not sent (the server's words). */
  error?: string;
  /** The message is an offer: shown as an `OfferCard` instead of a bubble. */
  offer?: ChatThreadOffer;
  /** The message is a request for the seller's number (or the seller sharing it): a `PhoneRequestCard`. */
  phoneRequest?: ChatThreadPhoneRequest;
}

/** A phone request in the thread; the thread's `phoneRole` says who is looking. */
export interface ChatThreadPhoneRequest {
  status: PhoneRequestCardStatus;
  /** An answer to it is on its way. */
  pending?: boolean;
  /** Why the last answer failed (the server's words). */
  error?: string;
}

/** An offer in the thread; `mine` of its message says who made it. */
export interface ChatThreadOffer {
  /** The amount in paise. */
  amountPaise: number;
  status: OfferCardStatus;
  /** An answer to it is on its way. */
  pending?: boolean;
  /** Why the last answer failed (the server's words). */
  error?: string;
}

/** http(s) addresses in a message become links; nothing else does. */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

function Linked({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    parts.push(text.slice(at, match.index), { href: match[0] });
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <a key={i} href={p.href} target="_blank" rel="noopener nofollow ugc">
            {p.href}
          </a>
        ),
      )}
    </>
  );
}

export interface ChatThreadProps {
  /** Oldest first. */
  messages: ChatMessage[];
  /** The other person's name, read before their messages. */
  peerName: string;
  /** Decides `Today` and `Yesterday`; injected so the thread renders the same in tests. */
  now: DateInput;
  /** Resend a failed message. */
  onRetry?: (id: ChatMessage['id']) => void;
  /** The time zone of the shown times and day separators, in minutes east of UTC. @default 330 (India Standard Time) */
  utcOffsetMinutes?: number;
  /** The thread's words; a translated catalogue replaces them. @default defaultChatThreadText */
  text?: Partial<ChatThreadText>;
  /** Earlier messages exist: a button above the first one loads them. */
  hasOlder?: boolean;
  /** Called by the button that loads earlier messages. */
  onLoadOlder?: () => void;
  /** The other person is typing. */
  typing?: boolean;
  /** The ad's asking price in rupees: the most a counter-offer may be. */
  askingPrice?: number;
  /** Accept the offer of this message. */
  onOfferAccept?: (id: ChatMessage['id']) => void;
  /** Decline the offer of this message. */
  onOfferDecline?: (id: ChatMessage['id']) => void;
  /** Answer the offer of this message with another amount, in paise. */
  onOfferCounter?: (id: ChatMessage['id'], amountPaise: number) => void;
  /** The offer cards' words. @default defaultOfferCardText */
  offerText?: Partial<OfferCardText>;
  /** Whether the reader is the chat's buyer or seller, for phone request cards. @default 'buyer' */
  phoneRole?: 'buyer' | 'seller';
  /** The number the seller shared, on the buyer's shared card. */
  sharedPhone?: string | null;
  /** Share my number in answer to the request of this message. */
  onPhoneShare?: (id: ChatMessage['id']) => void;
  /** Decline the request of this message. */
  onPhoneDecline?: (id: ChatMessage['id']) => void;
  /** The phone request cards' words. @default defaultPhoneRequestCardText */
  phoneRequestText?: Partial<PhoneRequestCardText>;
}

/**
 * A conversation: bubbles for both sides, a separator for each day, delivery states with a retry
 * for failed messages. A `role="log"` region, scrolled to the newest message as messages arrive.
 */
/** A message of one's own without a status was sent: the server has it. */
const DEFAULT_STATUS = 'sent';

export function ChatThread({
  messages,
  peerName,
  now,
  onRetry,
  utcOffsetMinutes = IST_OFFSET_MINUTES,
  text: overrides,
  hasOlder = false,
  onLoadOlder,
  typing = false,
  askingPrice,
  onOfferAccept,
  onOfferDecline,
  onOfferCounter,
  offerText,
  phoneRole = 'buyer',
  sharedPhone,
  onPhoneShare,
  onPhoneDecline,
  phoneRequestText,
}: ChatThreadProps) {
  const text = useText(defaultChatThreadText, overrides);
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  // Whether the reader is at the newest message; if so, stay there when the thread resizes.
  const pinned = useRef(true);

  // A new last message scrolls to the bottom; earlier messages loaded above keep the reader's place.
  const lastId = useRef(last?.id);
  const heightBefore = useRef(0);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (last?.id === lastId.current && heightBefore.current) {
      log.scrollTop += log.scrollHeight - heightBefore.current;
    } else {
      log.scrollTop = log.scrollHeight;
      pinned.current = true;
    }
    lastId.current = last?.id;
    heightBefore.current = log.scrollHeight;
  }, [messages.length, last?.id]);

  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) log.scrollTop = log.scrollHeight;
    });
    observer.observe(log);
    return () => observer.disconnect();
  }, []);

  // A photo arriving after the thread opened grows it: a reader at the newest message stays there.
  const keepNewest = () => {
    const log = logRef.current;
    if (log && pinned.current) log.scrollTop = log.scrollHeight;
  };

  return (
    // tabIndex: a scrollable region must be reachable by keyboard.
    <Log
      ref={logRef}
      role="log"
      aria-label={text.log}
      aria-live="polite"
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
      }}
    >
      {hasOlder && onLoadOlder && (
        <OlderButton type="button" onClick={onLoadOlder}>
          {text.older}
        </OlderButton>
      )}
      {messages.map((message, i) => {
        const previous = messages[i - 1];
        const newDay =
          !previous || dayNumber(previous.sentAt, utcOffsetMinutes) !== dayNumber(message.sentAt, utcOffsetMinutes);
        const status = message.mine ? (message.status ?? DEFAULT_STATUS) : undefined;
        return (
          <Fragment key={message.id}>
            {newDay && <Separator>{dayLabel(message.sentAt, now, utcOffsetMinutes)}</Separator>}
            {message.warning && (
              <Warning data-mine={message.mine}>
                <strong>{text.warning}</strong> {message.warning}
              </Warning>
            )}
            {message.offer ? (
              <OfferCard
                amountPaise={message.offer.amountPaise}
                status={message.offer.status}
                mine={message.mine}
                askingPrice={askingPrice}
                pending={message.offer.pending}
                error={message.offer.error}
                text={offerText}
                onAccept={() => onOfferAccept?.(message.id)}
                onDecline={() => onOfferDecline?.(message.id)}
                onCounter={(amountPaise) => onOfferCounter?.(message.id, amountPaise)}
              />
            ) : message.phoneRequest ? (
              <PhoneRequestCard
                status={message.phoneRequest.status}
                viewer={phoneRole}
                buyerName={peerName}
                phone={sharedPhone}
                pending={message.phoneRequest.pending}
                error={message.phoneRequest.error}
                text={phoneRequestText}
                onShare={() => onPhoneShare?.(message.id)}
                onDecline={() => onPhoneDecline?.(message.id)}
              />
            ) : (
              <Bubble data-mine={message.mine} data-state={status}>
                {message.image && (
                  <a href={message.image.href} target="_blank" rel="noopener">
                    <Photo src={message.image.src} alt={text.photo} loading="lazy" onLoad={keepNewest} />
                  </a>
                )}
                <Text>
                  <Hidden>{message.mine ? text.you : peerName}: </Hidden>
                  <span translate="no">{message.warning ? message.text : <Linked text={message.text} />}</span>
                </Text>
                <Meta>
                  <span>{formatClock(message.sentAt, utcOffsetMinutes)}</span>
                  {status === 'sending' && <span>{text.sending}</span>}
                  {status === 'sent' && <span>{text.sent}</span>}
                  {status === 'read' && <span>{text.read}</span>}
                  {status === 'failed' && (
                    <>
                      <span>{message.error ? `${text.failed}: ${message.error}` : text.failed}</span>
                      {onRetry && (
                        <RetryButton type="button" onClick={() => onRetry(message.id)}>
                          {text.retry}
                        </RetryButton>
                      )}
                    </>
                  )}
                </Meta>
              </Bubble>
            )}
            {message.tip && <Tip data-mine={message.mine}>{message.tip}</Tip>}
          </Fragment>
        );
      })}
      {typing && <Typing>{fillTemplate(text.typing, { name: peerName })}</Typing>}
    </Log>
  );
}
