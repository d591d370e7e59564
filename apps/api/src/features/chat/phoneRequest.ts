import { recordConsent } from '../dataRights/consents';
import {
  CHAT_MESSAGES,
  PHONE_REQUEST_EVERY_HOURS,
  PHONE_REQUEST_MESSAGES,
  type ChatMessage,
  type ContactPreference,
  type PhoneRequest,
} from '@haat/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { conflict, forbidden, notFound, tooMany } from '../../http/errors';
import { inLang, type Lang } from '../../http/language';
import { effectiveStatus } from '../ads/mapper';
import { notificationText, pushNotification, toNotification } from '../notifications/service';
import { chatText } from './chatText';
import { notify } from './offers';
import {
  blockedEitherWay,
  firstQuestionAndAnswer,
  loadSummary,
  MESSAGE_SELECT,
  PHONE_REQUEST_JSON,
  toMessage,
  toPhoneRequest,
  type MessageRow,
  type PhoneRequestJson,
} from './service';

const clash = (detail: string) => conflict({ detail: [detail] });
const EVERY_MS = PHONE_REQUEST_EVERY_HOURS * 60 * 60 * 1000;

/** A chat locked for a phone request: its parties, its ad's contact and number, the seller's mobile. */
interface LockedChat {
  id: number;
  ad_id: number;
  buyer_id: number;
  seller_id: number;
  buyer_name: string;
  seller_name: string;
  buyer_lang: Lang;
  seller_lang: Lang;
  title: string;
  status: 'active' | 'sold' | 'expired' | 'removed';
  expires_at: Date;
  contact: ContactPreference;
  ad_phone: string | null;
  seller_mobile: string;
  first: boolean;
}

/** Lock my chat's row: requests and answers in one chat happen one at a time (50 parallel asks make one). */
async function lockChat(tx: Queryable, me: number, chatId: number): Promise<LockedChat> {
  const { rows } = await tx.query<LockedChat>(
    `SELECT c.id, c.ad_id, c.buyer_id, c.seller_id, b.name AS buyer_name, s.name AS seller_name,
            b.lang AS buyer_lang, s.lang AS seller_lang, a.title, a.status, a.expires_at, a.contact,
            a.phone AS ad_phone, s.mobile AS seller_mobile, c.last_message_id IS NULL AS first
       FROM chats c JOIN ads a ON a.id = c.ad_id JOIN users b ON b.id = c.buyer_id JOIN users s ON s.id = c.seller_id
      WHERE c.id = $1 AND (c.buyer_id = $2 OR c.seller_id = $2)
      FOR UPDATE OF c`,
    [chatId, me],
  );
  // Anyone else's chat is as good as missing.
  if (!rows[0]) throw notFound(chatText.noChat);
  return rows[0];
}

interface RequestRow {
  id: number;
  status: PhoneRequest['status'];
  created_on: Date;
  asked: boolean;
}

async function requestsOf(tx: Queryable, chatId: number): Promise<RequestRow[]> {
  const { rows } = await tx.query<RequestRow>(
    'SELECT id, status, created_on, asked FROM chat_phone_requests WHERE chat_id = $1 ORDER BY id DESC',
    [chatId],
  );
  return rows;
}

/** Store a request (or an unasked share) with its message, which moves the chat's last activity. */
async function placeWithMessage(
  tx: Queryable,
  ctx: AppContext,
  chat: LockedChat,
  senderId: number,
  request: { asked: boolean; phone: string | null },
): Promise<ChatMessage> {
  const now = ctx.now();
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO chat_phone_requests (chat_id, asked, status, phone, created_on, answered_on)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [chat.id, request.asked, request.asked ? 'pending' : 'approved', request.phone, now, request.asked ? null : now],
  );
  const message = await tx.query<MessageRow>(
    `INSERT INTO chat_messages AS m (chat_id, sender_id, client_id, text, phone_request_id, created_on)
     VALUES ($1, $2, $3, '', $4, $5) RETURNING ${MESSAGE_SELECT}`,
    [chat.id, senderId, randomUUID(), inserted.rows[0]!.id, now],
  );
  const stored = toMessage(message.rows[0]!);
  await tx.query(
    `UPDATE chats SET last_activity = $2, last_message_id = $3, ${firstQuestionAndAnswer('$4', '$2')} WHERE id = $1`,
    [chat.id, now, stored.id, senderId],
  );
  return stored;
}

/** The number the seller shares: the ad's, else their account's mobile (a chat-only ad has none). */
const sellerNumber = (chat: LockedChat) =>
  chat.contact !== 'chat' && chat.ad_phone ? chat.ad_phone : `+91 ${chat.seller_mobile}`;

/** Tell both parties' tabs what changed, and the other party's bell and push services. */
async function announce(
  ctx: AppContext,
  chat: LockedChat,
  me: number,
  changes: {
    message?: ChatMessage;
    updated?: PhoneRequest[];
    notification: Parameters<typeof toNotification>[0] | null;
    summaries: boolean;
  },
) {
  const buyer = Number(chat.buyer_id);
  const seller = Number(chat.seller_id);
  const other = me === buyer ? seller : buyer;
  if (chat.first) {
    const forOther = await loadSummary(ctx, other, Number(chat.id));
    if (forOther) await ctx.realtime.publish([other], { type: 'chat', chat: forOther });
  }
  for (const phone_request of changes.updated ?? [])
    await ctx.realtime.publish([buyer, seller], { type: 'phone_request', chat_id: Number(chat.id), phone_request });
  if (changes.message)
    await ctx.realtime.publish([buyer, seller], {
      type: 'message',
      chat_id: Number(chat.id),
      message: changes.message,
    });
  // Each side's summary: the buyer's carries the number once it is shared.
  if (changes.summaries) {
    for (const party of [buyer, seller]) {
      const summary = await loadSummary(ctx, party, Number(chat.id));
      if (summary) await ctx.realtime.publish([party], { type: 'chat', chat: summary });
    }
  }
  if (changes.notification) await pushNotification(ctx, other, toNotification(changes.notification));
}

/**
 * `POST /api/chat/{id}/phone-request/`: the buyer asks for the seller's number, on an ad whose
 * contact is `phone_request`. Once a day per chat (429 with Retry-After); a request still unanswered
 * after a day is replaced by the new one; none once the number is shared or the seller declined (409).
 */
export async function requestPhone(ctx: AppContext, user: AuthUser, chatId: number): Promise<ChatMessage> {
  const { chat, message, replaced, notification } = await ctx.db.transaction(async (tx) => {
    const chat = await lockChat(tx, user.id, chatId);
    if (Number(chat.buyer_id) !== user.id) throw forbidden(PHONE_REQUEST_MESSAGES.buyerOnly);
    if (chat.contact !== 'phone_request') throw clash(PHONE_REQUEST_MESSAGES.notOnRequest);
    if (effectiveStatus(chat, ctx.now()) !== 'active') throw clash(CHAT_MESSAGES.notLive);
    const blocked = await blockedEitherWay(tx, user.id, Number(chat.seller_id));
    if (blocked) throw forbidden(blocked === 'me' ? CHAT_MESSAGES.blockedByMe : CHAT_MESSAGES.blocked);
    const requests = await requestsOf(tx, chat.id);
    if (requests.some((r) => r.status === 'approved')) throw clash(PHONE_REQUEST_MESSAGES.shared);
    if (requests.some((r) => r.status === 'declined')) throw clash(PHONE_REQUEST_MESSAGES.declined);
    const lastAsked = requests.find((r) => r.asked);
    if (lastAsked) {
      const wait = new Date(lastAsked.created_on).getTime() + EVERY_MS - ctx.now().getTime();
      if (wait > 0) throw tooMany(wait / 1000, PHONE_REQUEST_MESSAGES.onceADay);
    }
    // A day without an answer: the new request takes the old one's place.
    const replaced = await tx.query<{ request: PhoneRequestJson }>(
      `UPDATE chat_phone_requests r SET status = 'replaced', answered_on = $2
        WHERE r.chat_id = $1 AND r.status = 'pending' RETURNING ${PHONE_REQUEST_JSON} AS request`,
      [chat.id, ctx.now()],
    );
    const message = await placeWithMessage(tx, ctx, chat, user.id, { asked: true, phone: null });
    const text = inLang(chat.seller_lang, () => notificationText.phoneRequest(user.name, chat.title));
    return {
      chat,
      message,
      replaced: replaced.rows.map((r) => toPhoneRequest(r.request)),
      notification: await notify(tx, ctx, Number(chat.seller_id), text, chat),
    };
  });
  await announce(ctx, chat, user.id, { message, updated: replaced, notification, summaries: false });
  return message;
}

/**
 * `PUT /api/chat/{id}/phone-request/ { approve }`: the seller (only: the buyer gets 403) shares their
 * number or declines the pending request. `approve: true` with nothing pending shares it unasked,
 * as a message of its own. A decline is final for the buyer's requests in this chat.
 */
export async function answerPhoneRequest(
  ctx: AppContext,
  user: AuthUser,
  chatId: number,
  approve: boolean,
): Promise<ChatMessage> {
  const result = await ctx.db.transaction(async (tx) => {
    const chat = await lockChat(tx, user.id, chatId);
    if (Number(chat.seller_id) !== user.id) throw forbidden(PHONE_REQUEST_MESSAGES.sellerOnly);
    const requests = await requestsOf(tx, chat.id);
    if (requests.some((r) => r.status === 'approved')) throw clash(PHONE_REQUEST_MESSAGES.shared);
    const pending = requests.find((r) => r.status === 'pending');
    if (!pending && !approve) throw clash(PHONE_REQUEST_MESSAGES.noRequest);
    if (approve) {
      const blocked = await blockedEitherWay(tx, user.id, Number(chat.buyer_id));
      if (blocked) throw forbidden(blocked === 'me' ? CHAT_MESSAGES.blockedByMe : CHAT_MESSAGES.blocked);
    }
    const text = inLang(chat.buyer_lang, () =>
      (approve ? notificationText.phoneShared : notificationText.phoneDeclined)(user.name, chat.title),
    );
    const notification = await notify(tx, ctx, Number(chat.buyer_id), text, chat);
    if (approve) await recordConsent(tx, user.id, ['phone_sharing'], ctx.now(), null);
    if (!pending) {
      const message = await placeWithMessage(tx, ctx, chat, user.id, { asked: false, phone: sellerNumber(chat) });
      return { chat, message, created: true, updated: [], notification };
    }
    await tx.query(`UPDATE chat_phone_requests SET status = $2, phone = $3, answered_on = $4 WHERE id = $1`, [
      pending.id,
      approve ? 'approved' : 'declined',
      approve ? sellerNumber(chat) : null,
      ctx.now(),
    ]);
    const { rows } = await tx.query<MessageRow>(
      `SELECT ${MESSAGE_SELECT} FROM chat_messages m WHERE m.phone_request_id = $1`,
      [pending.id],
    );
    const message = toMessage(rows[0]!);
    return { chat, message, created: false, updated: [message.phone_request!], notification };
  });
  const { chat, message, created, updated, notification } = result;
  await announce(ctx, chat, user.id, {
    message: created ? message : undefined,
    updated,
    notification,
    summaries: true,
  });
  return message;
}
