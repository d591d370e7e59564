import {
  PHONE_REQUEST_EVERY_HOURS,
  type ChatDetail,
  type ChatMessage as Message,
  type ChatOffer,
  type PhoneRequest,
  type ReportReason,
  type ServerFrame,
} from '@haat/contract';
import {
  Button,
  ChatComposer,
  ChatThread,
  EmptyState,
  formatPaise,
  formatPrice,
  Inline,
  Link,
  MakeOffer,
  media,
  Select,
  Skeleton,
  telHref,
  TextArea,
  useClock,
  visuallyHidden,
  whatsAppHref,
  type ChatMessage,
} from '@haat/ui';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useParams } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import * as chatApi from '../../api/chat';
import { ApiError, isAbort, serverWords } from '../../api/client';
import { photoUploader } from '../../features/ads/uploadPhoto';
import { useAddressSearch } from '../../features/addressSearch';
import { useChat, useSocketFrames } from '../../features/chat/ChatProvider';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { useAppState } from '../../state/AppState';
import { usePageMeta } from '../../seo/usePageMeta';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import { fill } from '../shared/fill';
import { chatQuery } from './chatData';
import { chatText as t } from './chatText';
import { offerInstall } from '../../pwa/install';

// Only on a chat opened from its SMS (`?from=sms`)
const SmsBanner = lazy(() => import('../../features/reach/SmsBanner').then((m) => ({ default: m.SmsBanner })));

// Only chats about an ad with documents load the fold's code.
const ChatDocuments = lazy(() => import('./ChatDocuments'));
// Only a chat with a deal (an accepted offer, or its ad sold) can be rated.
const RateDeal = lazy(() => import('./RateDeal'));
/** On phones the conversation is the whole screen under the header: its ad, the thread, the composer. */
const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--haat-space-3);
  max-width: 760px;
  margin: 0 auto;
  ${media.mobile} {
    height: 100%;
    gap: var(--haat-space-2);
    padding: var(--haat-space-2);
  }
`;
const AdBar = styled.header`
  display: flex;
  align-items: center;
  gap: var(--haat-space-3);
  padding: var(--haat-space-3);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
  background: var(--haat-color-bg-surface);
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: var(--haat-radius-md);
  }
  h1 {
    margin: 0;
    font-size: var(--haat-font-size-lg);
  }
  p {
    margin: 0;
  }
  ${media.mobile} {
    flex: none;
    gap: var(--haat-space-2);
    padding: var(--haat-space-2);
    img {
      width: 44px;
      height: 44px;
    }
    h1 {
      font-size: var(--haat-font-size-md);
    }
  }
`;
/** The name, the ad's title and its price, each on one line however long. */
const AdText = styled.div`
  flex: 1;
  min-width: 0;
  & > * {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;
const Price = styled.p`
  font-weight: var(--haat-font-weight-bold);
`;
const ThreadBox = styled.div`
  display: flex;
  flex-direction: column;
  height: min(60vh, 560px);
  min-height: 280px;
  ${media.mobile} {
    flex: 1;
    height: auto;
    min-height: 0;
  }
`;
const Notice = styled.p`
  margin: 0;
  padding: var(--haat-space-2) var(--haat-space-3);
  border-radius: var(--haat-radius-md);
  background: var(--haat-color-bg-subtle);
  color: var(--haat-color-text-default);
`;
/** Quick replies and the photo button: one line on phones, scrolled sideways, so the thread keeps its room. */
const Tools = styled(Inline).attrs({ gap: 2, align: 'stretch' })`
  ${media.mobile} {
    flex: none;
    flex-wrap: nowrap;
    overflow-x: auto;
    & > * {
      flex: none;
    }
  }
`;
const Panel = styled.form`
  display: grid;
  gap: var(--haat-space-3);
  padding: var(--haat-space-3);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
  h2 {
    margin: 0;
    font-size: var(--haat-font-size-md);
  }
`;

/** "Make an offer" keeps its own width; its form, once open, the row's. */
const OfferRow = styled.div`
  flex: none;
`;

const VisuallyHiddenInput = styled.input`
  ${visuallyHidden}
`;

const PHONE_REQUEST_EVERY_MS = PHONE_REQUEST_EVERY_HOURS * 60 * 60 * 1000;

/**
 * Whether the buyer may ask for the number now: the ad gives it on request, it is not shared, the
 * seller has not declined, and the last request is a day old (the server holds the same rules).
 */
function mayRequestPhone(chat: ChatDetail, request: PhoneRequest | null, phone: string | null, now: number) {
  if (chat.role !== 'buying' || chat.product.contact !== 'phone_request' || phone) return false;
  if (!request) return true;
  if (request.status === 'approved' || request.status === 'declined') return false;
  return now - Date.parse(request.created_on) >= PHONE_REQUEST_EVERY_MS;
}

/** The newer of two requests (a message's or a frame's, and the one I know). */
const newer = (known: PhoneRequest | null, next: PhoneRequest) => (!known || known.id <= next.id ? next : known);

/** A message of mine not yet confirmed by the server. */
interface Pending {
  client_id: string;
  text: string;
  at: string;
  /** `queued`: waiting for the network; sent again with the same client_id. */
  state: 'sending' | 'queued' | 'failed';
  error?: string;
  /** A photo: the file while it uploads, then its upload key; `preview` shows it meanwhile. */
  file?: File;
  imagePath?: string;
  preview?: string;
}

/** The server's words for a refused request, else a general failure. */
const failure = (err: unknown) => serverWords(err, t.actionFailed);

function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Messages by id, oldest first, each once. */
function merge(list: Message[], more: Message[]): Message[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** `/chat/{adId}/`: open (or find) my chat about the ad, then go to it. */
function OpenChat({ adId }: { adId: number }) {
  const api = useApi();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  // The ad page's "Make an offer" opens the chat with the offer form ready (`?offer=1`).
  const offer = wantsOffer(useAddressSearch());
  useEffect(() => {
    const controller = new AbortController();
    chatApi.open(api, adId, { signal: controller.signal, expected: [403, 404] }).then(
      (chat) => navigate(`/chat/${adId}/${chat.id}/${offer ? '?offer=1' : ''}`, { replace: true }),
      (err: unknown) => {
        if (isAbort(err)) return;
        setError(err instanceof ApiError ? (err.detail ?? t.error) : t.error);
      },
    );
    return () => controller.abort();
  }, [api, adId, navigate, offer]);
  if (error) {
    return (
      <EmptyState
        title={error}
        action={
          <Button as={Link} href="/inbox/" variant="secondary">
            {t.backToInbox}
          </Button>
        }
      />
    );
  }
  return <Notice role="status">{t.opening}</Notice>;
}

function ReportForm({ chatId, onDone }: { chatId: number; onDone: (message: string | null) => void }) {
  const api = useApi();
  const [target, setTarget] = useState<'user' | 'ad'>('user');
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Panel
      aria-labelledby="report-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason) {
          setError(t.reportReason);
          return;
        }
        setBusy(true);
        chatApi
          .report(
            api,
            chatId,
            { target, reason: reason as ReportReason, details },
            {
              expected: [400, 403, 404, 429],
            },
          )
          .then(
            (r) => onDone(r.detail),
            (err: unknown) => {
              setBusy(false);
              setError(failure(err));
            },
          );
      }}
    >
      <h2 id="report-title">{t.reportTitle}</h2>
      <Select
        ref={first}
        label={t.reportTarget}
        value={target}
        onChange={(v) => setTarget(v === 'ad' ? 'ad' : 'user')}
        options={[
          { value: 'user', label: t.reportTargets.user },
          { value: 'ad', label: t.reportTargets.ad },
        ]}
        placeholder={t.reportTarget}
      />
      <Select
        label={t.reportReason}
        required
        value={reason}
        onChange={setReason}
        error={error === t.reportReason ? t.reportReason : undefined}
        options={(Object.keys(t.reportReasons) as ReportReason[]).map((r) => ({ value: r, label: t.reportReasons[r] }))}
      />
      <TextArea label={t.reportDetails} value={details} onChange={setDetails} maxLength={1000} />
      {error && error !== t.reportReason ? <Notice role="alert">{error}</Notice> : null}
      <Inline gap={2} align="stretch">
        <Button type="submit" loading={busy}>
          {t.reportSend}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          {t.reportCancel}
        </Button>
      </Inline>
    </Panel>
  );
}

/** The address asks for the offer form (`?offer=1`, from the ad page's "Make an offer"). */
function wantsOffer(search: string): boolean {
  return new URLSearchParams(search).get('offer') === '1';
}

/** `/chat/{adId}/{chatId}/`: the conversation, live. */
function Conversation({ chatId }: { chatId: number }) {
  const api = useApi();
  const { profile } = useAppState();
  const { socket, status, refreshUnread } = useChat();
  const clock = useClock();
  const me = profile?.id ?? 0;
  const query = chatQuery(chatId);
  const loaded = useQuery(query.key, query.load);
  const loadError = loaded.error ?? null;
  const cache = useQueryCache();
  // Messages arrive while the chat is closed: the next visit shows these, then asks again.
  useEffect(() => () => cache.invalidate(query.key), [cache, query.key]);
  const [chat, setChat] = useState<ChatDetail | null>(null);
  const [messages, setMessages] = useState<Message[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);
  const [readUpTo, setReadUpTo] = useState(0);
  const [typing, setTyping] = useState(false);
  const [blocked, setBlocked] = useState({ by_me: false, by_them: false });
  const [menuOpen, setMenuOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [deal, setDeal] = useState<ChatOffer | null>(null);
  /** The chat's latest phone request and, for the buyer once shared, the seller's number. */
  const [phoneRequest, setPhoneRequest] = useState<PhoneRequest | null>(null);
  const [sharedPhone, setSharedPhone] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  /** The seller's answer to a request, on its way or refused. */
  const [phoneAnswer, setPhoneAnswer] = useState<{ pending: boolean; error?: string }>({ pending: false });
  /** Offers (by id) whose answer is on its way, and why an answer failed. */
  const [answering, setAnswering] = useState<Record<number, { pending: boolean; error?: string }>>({});
  // Come from the ad page's "Make an offer": the form is open, so the offer can be the first message.
  const offerAsked = wantsOffer(useAddressSearch());
  const [offering, setOffering] = useState<{ open: boolean; pending: boolean; error?: string }>({
    open: offerAsked,
    pending: false,
  });
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const uploadPhoto = useMemo(() => photoUploader(api), [api]);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastMarked = useRef(0);

  usePageMeta({ title: chat ? fill(t.titleWith, { name: chat.other.name }) : t.title });

  // The conversation starts from the loaded chat (the route's loader, or asked now) and lives on
  // from the socket's frames; a new answer (a retry) starts it again.
  const [seeded, setSeeded] = useState<ChatDetail | null>(null);
  const detail = loaded.data;
  if (detail && detail !== seeded) {
    setSeeded(detail);
    setChat(detail);
    setMessages(detail.messages);
    setHasOlder(detail.more);
    setReadUpTo(detail.read_up_to);
    setBlocked({ by_me: detail.blocked_by_me, by_them: detail.blocked_by_them });
    setDeal(detail.deal);
    setPhoneRequest(detail.phone_request);
    setSharedPhone(detail.phone);
  }

  /** A phone request changed or arrived: its message shows it, and it is the chat's latest. */
  const updatePhoneRequest = useCallback((request: PhoneRequest) => {
    setMessages((list) => list.map((m) => (m.phone_request?.id === request.id ? { ...m, phone_request: request } : m)));
    setPhoneRequest((known) => newer(known, request));
  }, []);

  /** An offer changed (the socket's frame, or the answer to mine): its message shows it; accepted is the deal. */
  const updateOffer = useCallback((offer: ChatOffer) => {
    setMessages((list) => list.map((m) => (m.offer?.id === offer.id ? { ...m, offer } : m)));
    if (offer.status === 'accepted') setDeal(offer);
  }, []);

  const deliver = useCallback(
    (p: Pending) => {
      setPending((list) =>
        list.map((x) => (x.client_id === p.client_id ? { ...x, state: 'sending', error: undefined } : x)),
      );
      const upload = async (): Promise<string | undefined> => {
        if (!p.file || p.imagePath) return p.imagePath;
        const { path } = await uploadPhoto(p.file, {
          onProgress: () => undefined,
          signal: new AbortController().signal,
        });
        setPending((list) => list.map((x) => (x.client_id === p.client_id ? { ...x, imagePath: path } : x)));
        return path;
      };
      upload()
        .then((image) =>
          chatApi.send(
            api,
            chatId,
            { client_id: p.client_id, text: p.text, ...(image ? { image } : {}) },
            { expected: [400, 403, 404, 413, 429] },
          ),
        )
        .then(
          (message) => {
            if (p.preview) URL.revokeObjectURL(p.preview);
            // A message sent: a moment to offer installing Haat (pwa/install.ts)
            offerInstall();
            setMessages((list) => merge(list, [message]));
            setPending((list) => list.filter((x) => x.client_id !== p.client_id));
          },
          (err: unknown) => {
            const offline = err instanceof ApiError && (err.status === 0 || err.status >= 500);
            const error =
              err instanceof ApiError
                ? (err.detail ?? Object.values(err.fields)[0] ?? t.actionFailed)
                : err instanceof Error
                  ? err.message
                  : t.actionFailed;
            setPending((list) =>
              list.map((x) =>
                x.client_id === p.client_id
                  ? { ...x, state: offline ? 'queued' : 'failed', error: offline ? undefined : error }
                  : x,
              ),
            );
          },
        );
    },
    [api, chatId, uploadPhoto],
  );

  // Back online: catch up on what was missed, then send what waited.
  const catchUp = useCallback(() => {
    const last = messages.at(-1)?.id ?? 0;
    chatApi.after(api, chatId, last, { expected: [404] }).then(
      (r) => setMessages((list) => merge(list, r.results)),
      () => undefined,
    );
    for (const p of pending) if (p.state === 'queued') deliver(p);
  }, [api, chatId, messages, pending, deliver]);

  useSocketFrames((frame: ServerFrame) => {
    if (frame.type === 'ready') {
      catchUp();
      return;
    }
    // The chat's summary: the buyer's carries the seller's number once it is shared.
    if (frame.type === 'chat' && frame.chat.id === chatId) {
      setSharedPhone(frame.chat.phone);
      if (frame.chat.phone_request) setPhoneRequest((known) => newer(known, frame.chat.phone_request!));
      return;
    }
    if (!('chat_id' in frame) || frame.chat_id !== chatId) return;
    if (frame.type === 'message') {
      setMessages((list) => merge(list, [frame.message]));
      if (frame.message.phone_request) setPhoneRequest((known) => newer(known, frame.message.phone_request!));
      setPending((list) => list.filter((x) => x.client_id !== frame.message.client_id));
      if (frame.message.sender !== me) setTyping(false);
    } else if (frame.type === 'read' && frame.user !== me) {
      setReadUpTo((n) => Math.max(n, frame.up_to));
    } else if (frame.type === 'typing' && frame.user !== me) {
      setTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(false), 4000);
    } else if (frame.type === 'offer') {
      updateOffer(frame.offer);
    } else if (frame.type === 'phone_request') {
      updatePhoneRequest(frame.phone_request);
    } else if (frame.type === 'blocked') {
      setBlocked((b) => (frame.user === me ? { ...b, by_me: frame.blocked } : { ...b, by_them: frame.blocked }));
    }
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // What the other person sent is read once it is on screen (and the tab is visible).
  const lastFromOther = [...messages].reverse().find((m) => m.sender !== me)?.id ?? 0;
  useEffect(() => {
    if (!chat || lastFromOther <= lastMarked.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastFromOther <= lastMarked.current) return;
      lastMarked.current = lastFromOther;
      chatApi.markRead(api, chatId, lastFromOther, { expected: [404] }).then(refreshUnread, () => {
        lastMarked.current = 0;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [api, chat, chatId, lastFromOther, refreshUnread]);

  const send = (text: string, file?: File) => {
    const p: Pending = {
      client_id: newClientId(),
      text,
      at: new Date().toISOString(),
      state: 'sending',
      ...(file ? { file, preview: URL.createObjectURL(file) } : {}),
    };
    setPending((list) => [...list, p]);
    if (status === 'offline' && socket)
      setPending((list) => list.map((x) => (x === p ? { ...x, state: 'queued' } : x)));
    else deliver(p);
  };

  const makeOffer = (amountPaise: number) => {
    setOffering({ open: true, pending: true });
    chatApi.makeOffer(api, chatId, amountPaise, { expected: [400, 403, 404, 409, 429] }).then(
      (message) => {
        setMessages((list) => merge(list, [message]));
        setOffering({ open: false, pending: false });
      },
      (err: unknown) => setOffering({ open: true, pending: false, error: failure(err) }),
    );
  };

  const answerOffer = (
    messageId: ChatMessage['id'],
    answer: { action: 'accept' | 'decline' } | { action: 'counter'; amount_paise: number },
  ) => {
    const offer = messages.find((m) => m.id === messageId)?.offer;
    if (!offer) return;
    setAnswering((a) => ({ ...a, [offer.id]: { pending: true } }));
    chatApi.answerOffer(api, chatId, offer.id, answer, { expected: [400, 403, 404, 409, 429] }).then(
      (answered) => {
        updateOffer(answered.offer);
        if (answered.counter) setMessages((list) => merge(list, [answered.counter!]));
        setAnswering((a) => ({ ...a, [offer.id]: { pending: false } }));
      },
      (err: unknown) => setAnswering((a) => ({ ...a, [offer.id]: { pending: false, error: failure(err) } })),
    );
  };

  const requestPhone = () => {
    setAsking(true);
    chatApi.requestPhone(api, chatId, { expected: [403, 404, 409, 429] }).then(
      (message) => {
        setMessages((list) => merge(list, [message]));
        updatePhoneRequest(message.phone_request!);
        setAsking(false);
      },
      (err: unknown) => {
        setAsking(false);
        setNote(failure(err));
      },
    );
  };

  /** The seller shares their number (answering a request, or unasked from the menu) or declines. */
  const answerPhone = (approve: boolean) => {
    setMenuOpen(false);
    setPhoneAnswer({ pending: true });
    chatApi.answerPhoneRequest(api, chatId, approve, { expected: [400, 403, 404, 409] }).then(
      (message) => {
        setMessages((list) => merge(list, [message]));
        updatePhoneRequest(message.phone_request!);
        setPhoneAnswer({ pending: false });
      },
      (err: unknown) => {
        setPhoneAnswer({ pending: false, error: failure(err) });
        // Unasked from the menu there is no card to carry the error.
        if (!phoneRequest || phoneRequest.status !== 'pending') setNote(failure(err));
      },
    );
  };

  const loadOlder = () => {
    const first = messages[0]?.id;
    if (!first) return;
    chatApi.get(api, chatId, first).then(
      (older) => {
        setMessages((list) => merge(list, older.messages));
        setHasOlder(older.more);
      },
      () => undefined,
    );
  };

  const toggleBlock = () => {
    setMenuOpen(false);
    chatApi.block(api, chatId, !blocked.by_me, { expected: [404] }).then(
      (b) => setBlocked({ by_me: b.blocked_by_me, by_them: b.blocked_by_them }),
      () => setNote(t.actionFailed),
    );
  };

  if (loadError?.status === 404) return <NotFoundPage />;
  if (loadError) {
    return (
      <EmptyState
        title={t.error}
        action={
          <Button
            type="button"
            onClick={() => {
              loaded.reload();
            }}
          >
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!chat) {
    return (
      <Screen aria-busy="true">
        <p role="status">{t.loading}</p>
        <Skeleton height="72px" />
        <Skeleton height="320px" />
      </Screen>
    );
  }

  const name = chat.other.name;
  const selling = chat.role === 'selling';
  const shown: ChatMessage[] = [
    ...messages.map((m) => ({
      id: m.id,
      text: m.text,
      sentAt: m.created_on,
      mine: m.sender === me,
      status: m.sender === me ? (m.id <= readUpTo ? ('read' as const) : ('sent' as const)) : undefined,
      image: m.image ? { src: m.image.card, href: m.image.detail } : undefined,
      tip: selling && m.sender !== me && m.safety_tip ? t.safetyTip : undefined,
      // The other party's message fired a scam rule: warned above it (its links stay plain text).
      warning: m.sender !== me && m.warning ? t.warnings[m.warning] : undefined,
      offer: m.offer
        ? {
            amountPaise: m.offer.amount_paise,
            status: m.offer.status,
            pending: answering[m.offer.id]?.pending,
            error: answering[m.offer.id]?.error,
          }
        : undefined,
      phoneRequest: m.phone_request
        ? {
            status: m.phone_request.status,
            ...(m.phone_request.status === 'pending' ? phoneAnswer : {}),
          }
        : undefined,
    })),
    ...pending.map((p) => ({
      id: p.client_id,
      text: p.text,
      sentAt: p.at,
      mine: true,
      status: p.state === 'failed' ? ('failed' as const) : ('sending' as const),
      error: p.error,
      image: p.preview ? { src: p.preview, href: p.preview } : undefined,
    })),
  ];
  const statusNote = t.adStatus[chat.product.status];
  // Opened from its SMS (the server's /m/{chat} link); a signed-in screen, so never server-rendered
  const fromSms = new URLSearchParams(window.location.search).get('from') === 'sms';
  const canWrite = !blocked.by_me && !blocked.by_them;
  const canRequestPhone = canWrite && mayRequestPhone(chat, phoneRequest, sharedPhone, clock.now());
  const canShareNumber = selling && canWrite && phoneRequest?.status !== 'approved';

  return (
    <Screen aria-labelledby="chat-title">
      {fromSms ? (
        <Suspense fallback={null}>
          <SmsBanner />
        </Suspense>
      ) : null}
      <AdBar>
        {chat.product.thumbnail ? <img src={chat.product.thumbnail} alt="" /> : null}
        <AdText>
          <h1 id="chat-title">{name || t.title}</h1>
          <p>
            <Link href={`/view/${chat.product.id}/`}>{chat.product.title}</Link>
          </p>
          <Price>{formatPrice(chat.product.price)}</Price>
          {deal ? <Price role="status">{fill(t.deal, { price: formatPaise(deal.amount_paise) })}</Price> : null}
          {sharedPhone ? <p translate="no">{fill(t.sellerPhone, { phone: sharedPhone })}</p> : null}
        </AdText>
        {sharedPhone ? (
          <Inline gap={2} align="stretch">
            <Button as="a" size="sm" href={telHref(sharedPhone)}>
              {t.call}
            </Button>
            <Button as="a" size="sm" variant="secondary" href={whatsAppHref(sharedPhone)}>
              {t.whatsApp}
            </Button>
          </Inline>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          aria-expanded={menuOpen}
          aria-controls="chat-actions"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {t.menu}
        </Button>
      </AdBar>
      {menuOpen ? (
        <Inline gap={2} align="stretch" id="chat-actions">
          {canShareNumber ? (
            <Button type="button" variant="secondary" onClick={() => answerPhone(true)}>
              {t.shareNumber}
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={toggleBlock}>
            {fill(blocked.by_me ? t.unblock : t.block, { name })}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setMenuOpen(false);
              setReporting(true);
            }}
          >
            {t.report}
          </Button>
        </Inline>
      ) : null}
      {reporting ? (
        <ReportForm
          chatId={chatId}
          onDone={(message) => {
            setReporting(false);
            if (message) setNote(message);
          }}
        />
      ) : null}
      {chat.documents.length > 0 ? (
        <Suspense fallback={null}>
          <ChatDocuments documents={chat.documents} />
        </Suspense>
      ) : null}
      {note ? <Notice role="status">{note}</Notice> : null}
      {statusNote ? <Notice>{statusNote}</Notice> : null}
      {deal || chat.product.status === 'sold' ? (
        <Suspense fallback={null}>
          <RateDeal chatId={chatId} name={name} dealKey={`${deal?.id ?? ''}:${chat.product.status}`} />
        </Suspense>
      ) : null}
      {status === 'offline' && socket ? <Notice role="status">{t.offline}</Notice> : null}
      <ThreadBox>
        <ChatThread
          messages={shown}
          peerName={name}
          now={clock.now()}
          hasOlder={hasOlder}
          onLoadOlder={loadOlder}
          typing={typing}
          askingPrice={chat.product.price}
          onOfferAccept={(id) => answerOffer(id, { action: 'accept' })}
          onOfferDecline={(id) => answerOffer(id, { action: 'decline' })}
          onOfferCounter={(id, amountPaise) => answerOffer(id, { action: 'counter', amount_paise: amountPaise })}
          phoneRole={selling ? 'seller' : 'buyer'}
          sharedPhone={sharedPhone}
          onPhoneShare={() => answerPhone(true)}
          onPhoneDecline={() => answerPhone(false)}
          onRetry={(id) => {
            const p = pending.find((x) => x.client_id === id);
            if (p) deliver(p);
          }}
        />
      </ThreadBox>
      {canWrite ? (
        <>
          <Tools>
            {!selling ? (
              <Inline gap={2} align="stretch" role="group" aria-label={t.quickRepliesLabel}>
                {t.quickReplies.map((q) => (
                  <Button key={q} type="button" size="sm" variant="secondary" onClick={() => send(q)}>
                    {q}
                  </Button>
                ))}
              </Inline>
            ) : null}
            <VisuallyHiddenInput
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) send('', file);
              }}
            />
            <Button type="button" size="sm" variant="secondary" onClick={() => fileInput.current?.click()}>
              {t.attachPhoto}
            </Button>
            {canRequestPhone ? (
              <Button type="button" size="sm" variant="secondary" loading={asking} onClick={requestPhone}>
                {t.requestPhone}
              </Button>
            ) : null}
          </Tools>
          {!deal ? (
            <OfferRow>
              <MakeOffer
                askingPrice={chat.product.price}
                open={offering.open}
                pending={offering.pending}
                error={offering.error}
                onOpenChange={(open) => setOffering({ open, pending: false })}
                onOffer={makeOffer}
              />
            </OfferRow>
          ) : null}
          <ChatComposer
            onSend={(text) => send(text)}
            onTyping={() => socket?.typing(chatId)}
            placeholder={t.composer.placeholder}
            text={{ label: t.composer.label, sendLabel: t.composer.send }}
            maxLength={2000}
          />
        </>
      ) : (
        <Notice role="status">{blocked.by_me ? fill(t.blockedByMe, { name }) : t.blockedByThem}</Notice>
      )}
    </Screen>
  );
}

/** `/chat/{adId}/` opens the chat; `/chat/{adId}/{chatId}/` shows it. */
export default function ChatPage() {
  const { id = '', chatid } = useParams<{ id: string; chatid?: string }>();
  const adId = /^\d{1,15}$/.test(id) ? Number(id) : null;
  const chatId = chatid === undefined ? null : /^\d{1,15}$/.test(chatid) ? Number(chatid) : NaN;
  if (adId === null || Number.isNaN(chatId)) return <NotFoundPage />;
  return chatId === null ? <OpenChat adId={adId} /> : <Conversation key={chatId} chatId={chatId} />;
}
