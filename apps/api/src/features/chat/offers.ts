import { CHAT_MESSAGES, OFFER_MESSAGES, type ChatMessage, type ChatOffer, type OfferAnswered } from '@haat/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { inLang, type Lang } from '../../http/language';
import { effectiveStatus } from '../ads/mapper';
import { NOTIFICATION_SELECT, notificationText, pushNotification, toNotification } from '../notifications/service';
import { rupees } from '../wallet/ledger';
import { chatText } from './chatText';
import {
  blockedEitherWay,
  chargeMessage,
  firstQuestionAndAnswer,
  loadSummary,
  MESSAGE_SELECT,
  OFFER_JSON,
  toMessage,
  toOffer,
  type MessageRow,
  type OfferJson,
} from './service';

/** 409: the chat's state refuses it (the ad gone, a deal made, an offer already answered). */
const clash = (detail: string) => conflict({ detail: [detail] });

/** A chat locked for an offer: its parties, its ad (asking price, status) and each side's language. */
interface LockedChat {
  id: number;
  ad_id: number;
  buyer_id: number;
  seller_id: number;
  title: string;
  price: number;
  status: 'active' | 'sold' | 'expired' | 'removed';
  expires_at: Date;
  buyer_lang: Lang;
  seller_lang: Lang;
  first: boolean;
}

/** Lock my chat's row: offers in one chat are made and answered one at a time. */
async function lockChat(tx: Queryable, me: number, chatId: number): Promise<LockedChat> {
  const { rows } = await tx.query<LockedChat>(
    `SELECT c.id, c.ad_id, c.buyer_id, c.seller_id, a.title, a.price, a.status, a.expires_at,
            b.lang AS buyer_lang, s.lang AS seller_lang, c.last_message_id IS NULL AS first
       FROM chats c JOIN ads a ON a.id = c.ad_id JOIN users b ON b.id = c.buyer_id JOIN users s ON s.id = c.seller_id
      WHERE c.id = $1 AND (c.buyer_id = $2 OR c.seller_id = $2)
      FOR UPDATE OF c`,
    [chatId, me],
  );
  // Anyone else's chat is as good as missing.
  if (!rows[0]) throw notFound(chatText.noChat);
  return rows[0];
}

const otherOf = (chat: LockedChat, me: number) =>
  Number(chat.buyer_id) === me
    ? { id: Number(chat.seller_id), lang: chat.seller_lang }
    : { id: Number(chat.buyer_id), lang: chat.buyer_lang };

/** Refuse an offer (or a counter) on this chat: its ad gone, a blocked pair, a deal already made, a price out of range. */
async function checkOffer(tx: Queryable, ctx: AppContext, chat: LockedChat, me: number, amountPaise: number) {
  if (effectiveStatus(chat, ctx.now()) !== 'active') throw clash(CHAT_MESSAGES.notLive);
  const blocked = await blockedEitherWay(tx, me, otherOf(chat, me).id);
  if (blocked) throw forbidden(blocked === 'me' ? CHAT_MESSAGES.blockedByMe : CHAT_MESSAGES.blocked);
  const deal = await tx.query('SELECT 1 FROM chat_offers WHERE chat_id = $1 AND status = $2', [chat.id, 'accepted']);
  if (deal.rows.length) throw clash(OFFER_MESSAGES.dealDone);
  if (amountPaise > Number(chat.price) * 100) throw badRequest({ amount_paise: [OFFER_MESSAGES.aboveAsking] });
}

interface Placed {
  message: ChatMessage;
  withdrawn: ChatOffer | null;
  notification: Parameters<typeof toNotification>[0] | null;
}

/**
 * Place an offer from `me` in a locked chat: my pending offer, if any, is withdrawn; the offer is
 * stored with its message (which moves the chat's last activity) and the other party's notification.
 */
async function place(
  tx: Queryable,
  ctx: AppContext,
  chat: LockedChat,
  user: AuthUser,
  amountPaise: number,
): Promise<Placed> {
  const now = ctx.now();
  const withdrawn = await tx.query<{ offer: OfferJson }>(
    `UPDATE chat_offers o SET status = 'withdrawn', answered_on = $3
      WHERE o.chat_id = $1 AND o.from_id = $2 AND o.status = 'pending' RETURNING ${OFFER_JSON} AS offer`,
    [chat.id, user.id, now],
  );
  const offer = await tx.query<{ id: number }>(
    `INSERT INTO chat_offers (chat_id, from_id, amount_paise, created_on) VALUES ($1, $2, $3, $4) RETURNING id`,
    [chat.id, user.id, amountPaise, now],
  );
  const inserted = await tx.query<MessageRow>(
    `INSERT INTO chat_messages AS m (chat_id, sender_id, client_id, text, offer_id, created_on)
     VALUES ($1, $2, $3, '', $4, $5) RETURNING ${MESSAGE_SELECT}`,
    [chat.id, user.id, randomUUID(), offer.rows[0]!.id, now],
  );
  const message = toMessage(inserted.rows[0]!);
  await tx.query(
    `UPDATE chats SET last_activity = $2, last_message_id = $3, ${firstQuestionAndAnswer('$4', '$2')} WHERE id = $1`,
    [chat.id, now, message.id, user.id],
  );
  const other = otherOf(chat, user.id);
  const text = inLang(other.lang, () => notificationText.offer(user.name, rupees(amountPaise), chat.title));
  return {
    message,
    withdrawn: withdrawn.rows[0] ? toOffer(withdrawn.rows[0].offer) : null,
    notification: await notify(tx, ctx, other.id, text, chat),
  };
}

/** The other party's bell: one unread notification per chat, as its messages have (the newest text wins). */
export async function notify(
  tx: Queryable,
  ctx: AppContext,
  userId: number,
  text: string,
  chat: Pick<LockedChat, 'id' | 'ad_id'>,
) {
  const { rows } = await tx.query<Parameters<typeof toNotification>[0]>(
    `INSERT INTO notifications (user_id, kind, text, link, dedupe_key, created_on)
     VALUES ($1, 'message', $2, $3, $4, $5)
     ON CONFLICT (user_id, dedupe_key) WHERE status = 'unread' AND dedupe_key IS NOT NULL
       DO UPDATE SET text = EXCLUDED.text, created_on = EXCLUDED.created_on
     RETURNING ${NOTIFICATION_SELECT}`,
    [userId, text, `/chat/${chat.ad_id}/${chat.id}/`, `chat:${chat.id}`, ctx.now()],
  );
  return rows[0] ?? null;
}

/** Tell both parties' open tabs, and the other party's bell and push services, what changed. */
async function announce(
  ctx: AppContext,
  chat: LockedChat,
  me: number,
  changes: { messages?: ChatMessage[]; offers?: ChatOffer[]; notification?: Placed['notification']; deal?: boolean },
) {
  const other = otherOf(chat, me).id;
  // An offer that opens a chat brings it into the other party's inbox.
  if (chat.first) {
    const forOther = await loadSummary(ctx, other, Number(chat.id));
    if (forOther) await ctx.realtime.publish([other], { type: 'chat', chat: forOther });
  }
  for (const offer of changes.offers ?? [])
    await ctx.realtime.publish([me, other], { type: 'offer', chat_id: Number(chat.id), offer });
  for (const message of changes.messages ?? [])
    await ctx.realtime.publish([me, other], { type: 'message', chat_id: Number(chat.id), message });
  // A deal shows in both inboxes at once.
  if (changes.deal) {
    for (const party of [me, other]) {
      const summary = await loadSummary(ctx, party, Number(chat.id));
      if (summary) await ctx.realtime.publish([party], { type: 'chat', chat: summary });
    }
  }
  if (changes.notification) await pushNotification(ctx, other, toNotification(changes.notification));
}

/** Run `fn` charged to the sender's message allowance; refunded when it stores nothing. */
async function charged<T>(ctx: AppContext, userId: number, fn: () => Promise<T>): Promise<T> {
  const charge = await chargeMessage(ctx, userId);
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError) await charge.refund();
    throw err;
  }
}

/**
 * `POST /api/chat/{id}/offers/`: an offer by either party, from ₹1 up to the asking price, as a
 * message of the chat. A new offer of mine withdraws my pending one; none once a deal is made.
 * Offers count against the message allowance.
 */
export async function makeOffer(
  ctx: AppContext,
  user: AuthUser,
  chatId: number,
  amountPaise: number,
): Promise<ChatMessage> {
  return charged(ctx, user.id, async () => {
    const { chat, placed } = await ctx.db.transaction(async (tx) => {
      const chat = await lockChat(tx, user.id, chatId);
      await checkOffer(tx, ctx, chat, user.id, amountPaise);
      return { chat, placed: await place(tx, ctx, chat, user, amountPaise) };
    });
    await announce(ctx, chat, user.id, {
      offers: placed.withdrawn ? [placed.withdrawn] : [],
      messages: [placed.message],
      notification: placed.notification,
    });
    return placed.message;
  });
}

/**
 * `PUT /api/chat/{id}/offers/{offer_id}/`: the other party accepts, declines or counters a pending
 * offer (its maker may not: 403). A counter is a new offer the other way; an accepted one is the
 * chat's deal, and there is one at most.
 */
export async function answerOffer(
  ctx: AppContext,
  user: AuthUser,
  chatId: number,
  offerId: number,
  answer: { action: 'accept' | 'decline' | 'counter'; amount_paise?: number },
): Promise<OfferAnswered> {
  const run = async () => {
    const result = await ctx.db.transaction(async (tx) => {
      const chat = await lockChat(tx, user.id, chatId);
      const { rows } = await tx.query<{ from_id: number; status: string; amount_paise: number }>(
        'SELECT from_id, status, amount_paise FROM chat_offers WHERE id = $1 AND chat_id = $2 FOR UPDATE',
        [offerId, chatId],
      );
      const offer = rows[0];
      if (!offer) throw notFound(chatText.noOffer);
      if (Number(offer.from_id) === user.id) throw forbidden(OFFER_MESSAGES.ownOffer);
      if (offer.status !== 'pending') throw clash(OFFER_MESSAGES.notPending);
      const amount = Number(offer.amount_paise);
      if (answer.action === 'counter') await checkOffer(tx, ctx, chat, user.id, answer.amount_paise!);
      else if (answer.action === 'accept') await checkOffer(tx, ctx, chat, user.id, amount);
      const status = { accept: 'accepted', decline: 'declined', counter: 'countered' }[answer.action];
      const updated = await tx.query<{ offer: OfferJson }>(
        `UPDATE chat_offers o SET status = $2, answered_on = $3 WHERE o.id = $1 RETURNING ${OFFER_JSON} AS offer`,
        [offerId, status, ctx.now()],
      );
      const answered = toOffer(updated.rows[0]!.offer);
      if (answer.action === 'counter') {
        const placed = await place(tx, ctx, chat, user, answer.amount_paise!);
        return { chat, answered, placed, notification: placed.notification };
      }
      const other = otherOf(chat, user.id);
      const text = inLang(other.lang, () =>
        (answer.action === 'accept' ? notificationText.offerAccepted : notificationText.offerDeclined)(
          user.name,
          rupees(amount),
          chat.title,
        ),
      );
      return { chat, answered, placed: null, notification: await notify(tx, ctx, other.id, text, chat) };
    });
    const { chat, answered, placed, notification } = result;
    await announce(ctx, chat, user.id, {
      offers: [answered, ...(placed?.withdrawn ? [placed.withdrawn] : [])],
      messages: placed ? [placed.message] : [],
      notification,
      deal: answered.status === 'accepted',
    });
    return { offer: answered, counter: placed?.message ?? null };
  };
  // A counter is a message, charged like one; accepting or declining is not.
  return answer.action === 'counter' ? charged(ctx, user.id, run) : run();
}
