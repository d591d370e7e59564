import type {
  ChatDetail,
  ChatMessage,
  ChatMessages,
  ChatReport,
  ChatSend,
  ChatSummary,
  NotificationList,
  OfferAnswered,
} from '@haat/contract';
import { chatBaseUrl } from '../config';
import { nextPath, type ApiClient, type CallOptions, type PageOptions } from './client';
import type { Paginated } from './types';

const CHATS = '/api/chat/';

/** `POST /api/chat/ { product }`: open a chat with the ad's seller, or get the one I have. */
export function open(client: ApiClient, adId: number, opts: CallOptions = {}): Promise<ChatSummary> {
  return client.post<ChatSummary>(CHATS, { product: adId }, opts);
}

/** `GET /api/chat/`: my chats, latest activity first, all or only those where I buy or sell. */
export function list(
  client: ApiClient,
  role: 'buying' | 'selling' | undefined,
  { next, ...opts }: PageOptions = {},
): Promise<Paginated<ChatSummary>> {
  if (next) return client.get<Paginated<ChatSummary>>(nextPath(next), undefined, opts);
  return client.get<Paginated<ChatSummary>>(CHATS, { role, limit: 50 }, opts);
}

/** `GET /api/chat/unread/`: unread messages over all my chats (the inbox badge). */
export async function unread(client: ApiClient, opts: CallOptions = {}): Promise<number> {
  return (await client.get<{ unread: number }>(`${CHATS}unread/`, undefined, opts)).unread;
}

/**
 * `GET /chat/{id}` on the chat host (`VITE_CHAT_BASE_URL`, default this origin): the chat with its
 * newest messages; `before` pages back.
 */
export function get(client: ApiClient, chatId: number, before?: number, opts: CallOptions = {}): Promise<ChatDetail> {
  return client.get<ChatDetail>(`${chatBaseUrl}/chat/${chatId}`, { before }, opts);
}

/** `GET /api/chat/{id}/messages/?after=`: what arrived after a message, to catch up after a reconnect. */
export function after(
  client: ApiClient,
  chatId: number,
  messageId: number,
  opts: CallOptions = {},
): Promise<ChatMessages> {
  return client.get<ChatMessages>(`${CHATS}${chatId}/messages/`, { after: messageId }, opts);
}

/** `POST /api/chat/{id}/messages/`: stored once per `client_id`, so a retry is safe. */
export function send(client: ApiClient, chatId: number, body: ChatSend, opts: CallOptions = {}): Promise<ChatMessage> {
  return client.post<ChatMessage>(`${CHATS}${chatId}/messages/`, body, opts);
}

/** `POST /api/chat/{id}/offers/`: an offer (₹1 up to the ad's asking price) as a message of the chat. */
export function makeOffer(client: ApiClient, chatId: number, amountPaise: number, opts: CallOptions = {}) {
  return client.post<ChatMessage>(`${CHATS}${chatId}/offers/`, { amount_paise: amountPaise }, opts);
}

/** `PUT /api/chat/{id}/offers/{offer}/`: the other party accepts, declines or counters an offer. */
export function answerOffer(
  client: ApiClient,
  chatId: number,
  offerId: number,
  answer: { action: 'accept' | 'decline' } | { action: 'counter'; amount_paise: number },
  opts: CallOptions = {},
): Promise<OfferAnswered> {
  return client.put<OfferAnswered>(`${CHATS}${chatId}/offers/${offerId}/`, answer, opts);
}

/** `POST /api/chat/{id}/phone-request/`: the buyer asks for the seller's number (once a day). */
export function requestPhone(client: ApiClient, chatId: number, opts: CallOptions = {}): Promise<ChatMessage> {
  return client.post<ChatMessage>(`${CHATS}${chatId}/phone-request/`, {}, opts);
}

/** `PUT /api/chat/{id}/phone-request/ { approve }`: the seller shares their number (asked or not) or declines. */
export function answerPhoneRequest(client: ApiClient, chatId: number, approve: boolean, opts: CallOptions = {}) {
  return client.put<ChatMessage>(`${CHATS}${chatId}/phone-request/`, { approve }, opts);
}

/** `POST /api/chat/{id}/read/`: the other party's messages up to this id are read. */
export function markRead(client: ApiClient, chatId: number, upTo: number, opts: CallOptions = {}) {
  return client.post<{ up_to: number }>(`${CHATS}${chatId}/read/`, { up_to: upTo }, opts);
}

/** `POST /api/chat/{id}/block/`: block or unblock the other participant. */
export function block(client: ApiClient, chatId: number, blocked: boolean, opts: CallOptions = {}) {
  return client.post<{ blocked_by_me: boolean; blocked_by_them: boolean }>(
    `${CHATS}${chatId}/block/`,
    { blocked },
    opts,
  );
}

/** `POST /api/chat/{id}/report/`: report the other participant or the ad. */
export function report(client: ApiClient, chatId: number, body: ChatReport, opts: CallOptions = {}) {
  return client.post<{ id: number; detail: string }>(`${CHATS}${chatId}/report/`, body, opts);
}

const NOTIFICATIONS = '/api/notification/';

/** `GET /api/notification/`: my notifications, newest first, with the unread count. */
export function notifications(client: ApiClient, { next, ...opts }: PageOptions = {}): Promise<NotificationList> {
  if (next) return client.get<NotificationList>(nextPath(next), undefined, opts);
  return client.get<NotificationList>(NOTIFICATIONS, { limit: 20 }, opts);
}

/** `POST /api/notification/read/`: some notifications, or all of them, are read. */
export function readNotifications(client: ApiClient, which: { ids: number[] } | { all: true }, opts: CallOptions = {}) {
  return client.post<{ unread_count: number }>(`${NOTIFICATIONS}read/`, which, opts);
}
