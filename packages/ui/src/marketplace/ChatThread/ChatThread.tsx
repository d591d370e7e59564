import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import type { DateInput } from '../format/formatPostedTime';
import { dayLabel, dayNumber, formatClock, IST_OFFSET_MINUTES } from './chatTime';
import { Bubble, Hidden, Log, Meta, RetryButton, Separator, Text } from './ChatThread.styles';

export type ChatMessageStatus = 'sending' | 'sent' | 'failed';

export interface ChatMessage {
  id: string | number;
  text: string;
  sentAt: DateInput;
  /** Sent by the signed-in user (shown on the right). */
  mine: boolean;
  /** Delivery state of the user's own messages. @default 'sent' */
  status?: ChatMessageStatus;
}

export interface ChatThreadLabels {
  log: string;
  you: string;
  sending: string;
  sent: string;
  failed: string;
  retry: string;
}

export const defaultChatThreadLabels: ChatThreadLabels = {
  log: 'Messages',
  you: 'You',
  sending: 'Sending…',
  sent: 'Sent',
  failed: 'Not sent',
  retry: 'Retry',
};

export interface ChatThreadProps {
  /** Oldest first. */
  messages: ChatMessage[];
  /** The other person's name, read before their messages. */
  peerName: string;
  /** Decides `Today` and `Yesterday`; injected so the thread renders the same in tests. */
  now: DateInput;
  /** Resend a failed message. */
  onRetry?: (id: ChatMessage['id']) => void;
  /** @default 330 (India Standard Time) */
  utcOffsetMinutes?: number;
  labels?: Partial<ChatThreadLabels>;
}

/**
 * A conversation: bubbles for both sides, a separator for each day, delivery states with a retry
 * for failed messages. A `role="log"` region, scrolled to the newest message as messages arrive.
 */
export function ChatThread({
  messages,
  peerName,
  now,
  onRetry,
  utcOffsetMinutes = IST_OFFSET_MINUTES,
  labels,
}: ChatThreadProps) {
  const text = { ...defaultChatThreadLabels, ...labels };
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  // Whether the reader is at the newest message; if so, stay there when the thread resizes.
  const pinned = useRef(true);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    log.scrollTop = log.scrollHeight;
    pinned.current = true;
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
      {messages.map((message, i) => {
        const previous = messages[i - 1];
        const newDay =
          !previous || dayNumber(previous.sentAt, utcOffsetMinutes) !== dayNumber(message.sentAt, utcOffsetMinutes);
        const status = message.mine ? (message.status ?? 'sent') : undefined;
        return (
          <Fragment key={message.id}>
            {newDay && <Separator>{dayLabel(message.sentAt, now, utcOffsetMinutes)}</Separator>}
            <Bubble data-mine={message.mine} data-status={status}>
              <Text>
                <Hidden>{message.mine ? text.you : peerName}: </Hidden>
                {message.text}
              </Text>
              <Meta>
                <span>{formatClock(message.sentAt, utcOffsetMinutes)}</span>
                {status === 'sending' && <span>{text.sending}</span>}
                {status === 'sent' && <span>{text.sent}</span>}
                {status === 'failed' && (
                  <>
                    <span>{text.failed}</span>
                    {onRetry && (
                      <RetryButton type="button" onClick={() => onRetry(message.id)}>
                        {text.retry}
                      </RetryButton>
                    )}
                  </>
                )}
              </Meta>
            </Bubble>
          </Fragment>
        );
      })}
    </Log>
  );
}
