import { shownName } from '../dataRights/shownName';
import {
  CHAT_CATCH_UP_MAX,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  MESSAGES_PER_HOUR,
  MESSAGES_PER_MINUTE,
  type AdImage,
  type ChatDetail,
  type ChatMessage,
  type ChatMessages,
  type ChatOffer,
  type ChatSummary,
  type ChatWarning,
  type ContactPreference,
  type PhoneRequest,
} from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { forbidden, HttpError, notFound, tooMany } from '../../http/errors';
import { take } from '../../http/throttle';
import { accountIsNew, LIMITS, rulesOf, spend } from '../../http/limits';
import { holdFlaggedSender, holdReportedAccount, isFlaggedSender } from '../moderation/accounts';
import { effectiveStatus } from '../ads/mapper';
import { resolveImages } from '../ads/service';
import { adDocuments, mayReadAdDocuments } from '../ads/documents';
import { NOTIFICATION_SELECT, notificationText, pushNotification, toNotification } from '../notifications/service';
import { chatText } from './chatText';
import { matchChatRule } from './scamRules';
import { errorText } from '../../http/errorText';
import { inEachLang } from '../../http/language';

/** An offer as SQL gives it (json_build_object: numbers, a timestamp string). */
export interface OfferJson {
  id: number | string;
  from: number | string;
  amount_paise: number | string;
  status: ChatOffer['status'];
  created_on: string | Date;
}
/** The offer `o` as JSON, for a message's or a chat's select. */
export const OFFER_JSON = `json_build_object('id', o.id, 'from', o.from_id, 'amount_paise', o.amount_paise,
    'status', o.status, 'created_on', o.created_on)`;

export function toOffer(o: OfferJson): ChatOffer {
  return {
    id: Number(o.id),
    from: Number(o.from),
    amount_paise: Number(o.amount_paise),
    status: o.status,
    created_on: new Date(o.created_on).toISOString(),
  };
}

/** A phone request as SQL gives it. */
export interface PhoneRequestJson {
  id: number | string;
  asked: boolean;
  status: PhoneRequest['status'];
  created_on: string | Date;
  answered_on: string | Date | null;
}
/** The phone request `r` as JSON, never with its number. */
export const PHONE_REQUEST_JSON = `json_build_object('id', r.id, 'asked', r.asked, 'status', r.status,
    'created_on', r.created_on, 'answered_on', r.answered_on)`;

export function toPhoneRequest(r: PhoneRequestJson): PhoneRequest {
  return {
    id: Number(r.id),
    asked: r.asked,
    status: r.status,
    created_on: new Date(r.created_on).toISOString(),
    answered_on: r.answered_on === null ? null : new Date(r.answered_on).toISOString(),
  };
}

export interface MessageRow {
  id: number;
  client_id: string;
  sender: number;
  text: string;
  image: AdImage | null;
  safety_tip: boolean;
  warning: ChatWarning | null;
  created_on: Date;
  offer: OfferJson | null;
  phone_request: PhoneRequestJson | null;
}
export const MESSAGE_SELECT = `m.id, m.client_id::text AS client_id, m.sender_id AS sender, m.text, m.image, m.safety_tip,
    m.warning, m.created_on, (SELECT ${OFFER_JSON} FROM chat_offers o WHERE o.id = m.offer_id) AS offer,
    (SELECT ${PHONE_REQUEST_JSON} FROM chat_phone_requests r WHERE r.id = m.phone_request_id) AS phone_request`;

export function toMessage(r: MessageRow): ChatMessage {
  return {
    id: Number(r.id),
    client_id: r.client_id,
    sender: Number(r.sender),
    text: r.text,
    image: r.image,
    safety_tip: r.safety_tip,
    warning: r.warning ?? null,
    created_on: new Date(r.created_on).toISOString(),
    offer: r.offer ? toOffer(r.offer) : null,
    phone_request: r.phone_request ? toPhoneRequest(r.phone_request) : null,
  };
}

interface ChatRow {
  id: number;
  ad_id: number;
  ad_title: string;
  ad_price: number;
  ad_thumbnail: string | null;
  ad_status: 'active' | 'sold' | 'expired' | 'removed';
  ad_expires_at: Date;
  ad_contact: ContactPreference;
  buyer_id: number;
  buyer_name: string;
  seller_id: number;
  seller_name: string;
  last_activity: Date;
  buyer_read_up_to: number;
  seller_read_up_to: number;
  unread: number;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  lm_id: number | null;
  lm_client_id: string | null;
  lm_sender: number | null;
  lm_text: string | null;
  lm_image: AdImage | null;
  lm_safety_tip: boolean | null;
  lm_warning: ChatWarning | null;
  lm_created_on: Date | null;
  lm_offer: OfferJson | null;
  lm_phone_request: PhoneRequestJson | null;
  deal: OfferJson | null;
  phone_request: PhoneRequestJson | null;
  shared_phone: string | null;
}

/** A chat with everything its summary shows, as seen by the account `$1`. */
const CHAT_SELECT = `SELECT c.id, c.ad_id, a.title AS ad_title, a.price AS ad_price, a.images -> 0 ->> 'card' AS ad_thumbnail,
    a.status AS ad_status, a.expires_at AS ad_expires_at, a.contact AS ad_contact,
    c.buyer_id, b.name AS buyer_name, c.seller_id, s.name AS seller_name, c.last_activity,
    c.buyer_read_up_to, c.seller_read_up_to,
    (SELECT count(*)::int FROM chat_messages m
      WHERE m.chat_id = c.id AND m.sender_id <> $1
        AND m.id > CASE WHEN c.buyer_id = $1 THEN c.buyer_read_up_to ELSE c.seller_read_up_to END) AS unread,
    EXISTS (SELECT 1 FROM user_blocks k WHERE k.blocker_id = $1
      AND k.blocked_id = CASE WHEN c.buyer_id = $1 THEN c.seller_id ELSE c.buyer_id END) AS blocked_by_me,
    (EXISTS (SELECT 1 FROM user_blocks k WHERE k.blocked_id = $1
      AND k.blocker_id = CASE WHEN c.buyer_id = $1 THEN c.seller_id ELSE c.buyer_id END)
     OR (CASE WHEN c.buyer_id = $1 THEN s.erased_on ELSE b.erased_on END) IS NOT NULL) AS blocked_by_them,
    lm.id AS lm_id, lm.client_id::text AS lm_client_id, lm.sender_id AS lm_sender, lm.text AS lm_text,
    lm.image AS lm_image, lm.safety_tip AS lm_safety_tip, lm.warning AS lm_warning, lm.created_on AS lm_created_on,
    (SELECT ${OFFER_JSON} FROM chat_offers o WHERE o.id = lm.offer_id) AS lm_offer,
    (SELECT ${PHONE_REQUEST_JSON} FROM chat_phone_requests r WHERE r.id = lm.phone_request_id) AS lm_phone_request,
    (SELECT ${OFFER_JSON} FROM chat_offers o WHERE o.chat_id = c.id AND o.status = 'accepted') AS deal,
    (SELECT ${PHONE_REQUEST_JSON} FROM chat_phone_requests r WHERE r.chat_id = c.id
      ORDER BY r.id DESC LIMIT 1) AS phone_request,
    -- The shared number is the buyer's alone: the seller's own view of the chat never carries it.
    (SELECT r.phone FROM chat_phone_requests r WHERE r.chat_id = c.id AND r.status = 'approved'
      AND c.buyer_id = $1) AS shared_phone
  FROM chats c
  JOIN ads a ON a.id = c.ad_id
  JOIN users b ON b.id = c.buyer_id
  JOIN users s ON s.id = c.seller_id
  LEFT JOIN chat_messages lm ON lm.id = c.last_message_id`;

function toSummary(r: ChatRow, me: number, now: Date): ChatSummary {
  const buying = Number(r.buyer_id) === me;
  return {
    id: Number(r.id),
    product: {
      id: Number(r.ad_id),
      title: r.ad_title,
      price: r.ad_price,
      thumbnail: r.ad_thumbnail,
      status: effectiveStatus({ status: r.ad_status, expires_at: r.ad_expires_at }, now),
      contact: r.ad_contact,
    },
    role: buying ? 'buying' : 'selling',
    other: buying
      ? { id: Number(r.seller_id), name: shownName(r.seller_name) }
      : { id: Number(r.buyer_id), name: shownName(r.buyer_name) },
    last_message:
      r.lm_id === null
        ? null
        : toMessage({
            id: r.lm_id,
            client_id: r.lm_client_id!,
            sender: r.lm_sender!,
            text: r.lm_text!,
            image: r.lm_image,
            safety_tip: r.lm_safety_tip!,
            warning: r.lm_warning,
            created_on: r.lm_created_on!,
            offer: r.lm_offer,
            phone_request: r.lm_phone_request,
          }),
    unread: r.unread,
    last_activity: new Date(r.last_activity).toISOString(),
    blocked_by_me: r.blocked_by_me,
    blocked_by_them: r.blocked_by_them,
    read_up_to: Number(buying ? r.seller_read_up_to : r.buyer_read_up_to),
    deal: r.deal ? toOffer(r.deal) : null,
    phone_request: r.phone_request ? toPhoneRequest(r.phone_request) : null,
    phone: buying ? r.shared_phone : null,
  };
}

async function loadRow(db: Queryable, me: number, chatId: number): Promise<ChatRow | undefined> {
  const { rows } = await db.query<ChatRow>(`${CHAT_SELECT} WHERE c.id = $2 AND (c.buyer_id = $1 OR c.seller_id = $1)`, [
    me,
    chatId,
  ]);
  return rows[0];
}

/** A chat of mine, as I see it; null when there is none or I am not in it. */
export async function loadSummary(ctx: AppContext, me: number, chatId: number): Promise<ChatSummary | null> {
  const row = await loadRow(ctx.db, me, chatId);
  return row ? toSummary(row, me, ctx.now()) : null;
}

async function mine(ctx: AppContext, me: number, chatId: number): Promise<ChatSummary> {
  const chat = await loadSummary(ctx, me, chatId);
  // Anyone else's chat is as good as missing: its existence is not theirs to learn.
  if (!chat) throw notFound(chatText.noChat);
  return chat;
}

export async function listChats(
  ctx: AppContext,
  me: number,
  opts: { role?: 'buying' | 'selling'; limit: number; offset: number },
): Promise<{ count: number; results: ChatSummary[] }> {
  // A seller's inbox holds the chats a buyer has written in.
  const selling = 'c.seller_id = $1 AND c.last_message_id IS NOT NULL';
  const where =
    opts.role === 'buying'
      ? 'c.buyer_id = $1'
      : opts.role === 'selling'
        ? selling
        : `(c.buyer_id = $1 OR (${selling}))`;
  const count = (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chats c WHERE ${where}`, [me]))
    .rows[0]!.n;
  const { rows } = await ctx.db.query<ChatRow>(
    `${CHAT_SELECT} WHERE ${where} ORDER BY c.last_activity DESC, c.id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
    [me],
  );
  const now = ctx.now();
  return { count, results: rows.map((r) => toSummary(r, me, now)) };
}

/** Unread messages over all my chats (the header's inbox badge). */
export async function unreadMessages(ctx: AppContext, me: number): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chats c JOIN chat_messages m ON m.chat_id = c.id
      WHERE (c.buyer_id = $1 OR c.seller_id = $1) AND m.sender_id <> $1
        AND m.id > CASE WHEN c.buyer_id = $1 THEN c.buyer_read_up_to ELSE c.seller_read_up_to END`,
    [me],
  );
  return rows[0]!.n;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** New chats one account may open in a day: enough for a real buyer, not for a spammer. */
const CHATS_PER_DAY = 50;

/** Open a chat with an ad's seller, or find the one I already have. */
export async function openChat(
  ctx: AppContext,
  user: AuthUser,
  adId: number,
): Promise<{ chat: ChatSummary; created: boolean }> {
  const existing = await ctx.db.query<{ id: number }>('SELECT id FROM chats WHERE ad_id = $1 AND buyer_id = $2', [
    adId,
    user.id,
  ]);
  if (existing.rows[0]) return { chat: await mine(ctx, user.id, Number(existing.rows[0].id)), created: false };

  const now = ctx.now();
  const [ad] = (
    await ctx.db.query<{ owner_id: number; status: ChatRow['ad_status']; expires_at: Date; title: string }>(
      'SELECT owner_id, status, expires_at, title FROM ads WHERE id = $1',
      [adId],
    )
  ).rows;
  if (!ad || effectiveStatus(ad, now) !== 'active') throw notFound(CHAT_MESSAGES.notLive);
  const sellerId = Number(ad.owner_id);
  if (sellerId === user.id) throw forbidden(CHAT_MESSAGES.ownAd);
  if (await blockedEitherWay(ctx.db, user.id, sellerId)) throw forbidden(CHAT_MESSAGES.blocked);
  // An account younger than a day opens chats at a slower pace too (a limit, not a block).
  const young = await accountIsNew(ctx.db, user.id, now);
  const { wait } = await take(ctx, [
    { key: `chat-open:${user.id}`, windowMs: DAY_MS, limit: CHATS_PER_DAY },
    ...(young ? rulesOf(`chat-open-new:${user.id}`, LIMITS.newAccountChats) : []),
  ]);
  if (wait > 0) throw tooMany(wait, chatText.manyChats);

  // The seller hears of the chat with its first message, not before: an opened chat nobody wrote in
  // is the buyer's alone (it is not in the seller's inbox and rings no bell).
  const ins = await ctx.db.query<{ id: number }>(
    `INSERT INTO chats (ad_id, seller_id, buyer_id, created_on, last_activity) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (ad_id, buyer_id) DO NOTHING RETURNING id`,
    [adId, sellerId, user.id, now],
  );
  const id = ins.rows[0]
    ? Number(ins.rows[0].id)
    : // A parallel request of mine opened it first.
      Number(
        (await ctx.db.query<{ id: number }>('SELECT id FROM chats WHERE ad_id = $1 AND buyer_id = $2', [adId, user.id]))
          .rows[0]!.id,
      );
  return { chat: await mine(ctx, user.id, id), created: ins.rows.length > 0 };
}

export async function blockedEitherWay(db: Queryable, a: number, b: number): Promise<'me' | 'them' | null> {
  const { rows } = await db.query<{ blocker_id: number }>(
    `SELECT blocker_id FROM user_blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)
     UNION ALL SELECT id FROM users WHERE id = $2 AND erased_on IS NOT NULL`,
    [a, b],
  );
  if (!rows.length) return null;
  return rows.some((r) => Number(r.blocker_id) === a) ? 'me' : 'them';
}

/** `GET /chat/{id}`: the chat and its newest messages before `before` (oldest first). */
export async function chatDetail(ctx: AppContext, me: number, chatId: number, before?: number): Promise<ChatDetail> {
  const row = await loadRow(ctx.db, me, chatId);
  if (!row) throw notFound(chatText.noChat);
  const { rows } = await ctx.db.query<MessageRow>(
    `SELECT ${MESSAGE_SELECT} FROM chat_messages m WHERE m.chat_id = $1 AND m.id < $2 ORDER BY m.id DESC LIMIT ${CHAT_PAGE_SIZE + 1}`,
    [chatId, before ?? Number.MAX_SAFE_INTEGER],
  );
  return {
    ...toSummary(row, me, ctx.now()),
    buyer: { id: Number(row.buyer_id), name: shownName(row.buyer_name) },
    seller: { id: Number(row.seller_id), name: shownName(row.seller_name) },
    messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toMessage),
    more: rows.length > CHAT_PAGE_SIZE,
    documents: (await mayReadAdDocuments(ctx.db, Number(row.ad_id), me))
      ? await adDocuments(ctx, Number(row.ad_id))
      : [],
  };
}

/** Everything after `after`, for catching up after a reconnect. */
export async function messagesAfter(ctx: AppContext, me: number, chatId: number, after: number): Promise<ChatMessages> {
  await mine(ctx, me, chatId);
  const { rows } = await ctx.db.query<MessageRow>(
    `SELECT ${MESSAGE_SELECT} FROM chat_messages m WHERE m.chat_id = $1 AND m.id > $2 ORDER BY m.id LIMIT ${CHAT_CATCH_UP_MAX + 1}`,
    [chatId, after],
  );
  return { results: rows.slice(0, CHAT_CATCH_UP_MAX).map(toMessage), more: rows.length > CHAT_CATCH_UP_MAX };
}

/** A stored message as its socket frame (read back by other processes for oversized frames). */
export async function messageFrame(ctx: AppContext, chatId: number, messageId: number) {
  const { rows } = await ctx.db.query<MessageRow>(
    `SELECT ${MESSAGE_SELECT} FROM chat_messages m WHERE m.chat_id = $1 AND m.id = $2`,
    [chatId, messageId],
  );
  return rows[0] ? { type: 'message' as const, chat_id: chatId, message: toMessage(rows[0]) } : null;
}

/** A 10-digit Indian mobile (with or without +91, spaces or dashes), or a UPI id such as name@okaxis. */
const CONTACT_DETAILS = /(?:\+?91[\s-]*)?\b[6-9](?:[\s-]*\d){9}\b|[\w.-]{2,256}@[a-z]{2,64}(?![\w.])/i;

export interface SendInput {
  client_id: string;
  text: string;
  image?: string | null;
}

/**
 * One statement stores a message: it locks the chat's row (so the messages of a chat are stored
 * one at a time and their ids follow the order they became visible: a client catching up with
 * `?after=` never skips one), finds a message already stored under this `client_id`, refuses a
 * blocked pair, inserts, moves the chat's last activity and adds the other party's "new messages"
 * notification. One round trip to the database per message.
 */
/**
 * The SET items that keep a chat's first question and first answer (the store's response figures):
 * the buyer's first message is the question, the seller's first message after it the answer.
 * `sender` and `at` are SQL for the message's sender and time; the chat row is `chats`.
 */
export const firstQuestionAndAnswer = (sender: string, at: string) =>
  `asked_at = CASE WHEN chats.asked_at IS NULL AND chats.buyer_id = ${sender} THEN ${at} ELSE chats.asked_at END,
   answered_at = CASE WHEN chats.answered_at IS NULL AND chats.asked_at IS NOT NULL AND chats.seller_id = ${sender}
                      THEN ${at} ELSE chats.answered_at END`;

const STORE_MESSAGE = `WITH c AS (
    SELECT id, buyer_id, ad_id, CASE WHEN buyer_id = $2 THEN seller_id ELSE buyer_id END AS other,
           last_message_id IS NULL AS first
      FROM chats WHERE id = $1 AND (buyer_id = $2 OR seller_id = $2) FOR UPDATE
  ),
  prior AS (
    SELECT ${MESSAGE_SELECT} FROM chat_messages m WHERE m.chat_id = $1 AND m.sender_id = $2 AND m.client_id = $3
  ),
  blocker AS (
    SELECT k.blocker_id FROM user_blocks k, c
     WHERE (k.blocker_id = $2 AND k.blocked_id = c.other) OR (k.blocker_id = c.other AND k.blocked_id = $2)
    -- An erased account reads nothing: writing to it is refused as if it had blocked the sender.
    UNION ALL SELECT u.id FROM users u, c WHERE u.id = c.other AND u.erased_on IS NOT NULL
  ),
  ins AS (
    INSERT INTO chat_messages AS m (chat_id, sender_id, client_id, text, image, safety_tip, warning, created_on)
    SELECT c.id, $2, $3, $4, $5::jsonb,
           $6 AND c.buyer_id = $2 AND NOT EXISTS (SELECT 1 FROM chat_messages p WHERE p.chat_id = $1 AND p.sender_id = $2),
           $12, $7
      FROM c
     WHERE NOT EXISTS (SELECT 1 FROM prior) AND NOT EXISTS (SELECT 1 FROM blocker)
    ON CONFLICT (chat_id, sender_id, client_id) DO NOTHING
    RETURNING ${MESSAGE_SELECT}
  ),
  moved AS (
    UPDATE chats SET last_activity = $7, last_message_id = ins.id, ${firstQuestionAndAnswer('$2', '$7')}
      FROM ins WHERE chats.id = $1
  ),
  note AS (
    INSERT INTO notifications (user_id, kind, text, link, dedupe_key, created_on)
    SELECT c.other, CASE WHEN c.first THEN 'chat' ELSE 'message' END, format(CASE WHEN c.first AND o.lang = 'hi' THEN $11 WHEN c.first THEN $9 WHEN o.lang = 'hi' THEN $10 ELSE $8 END, a.title),
           '/chat/' || c.ad_id || '/' || c.id || '/', 'chat:' || c.id, $7
      FROM ins, c JOIN ads a ON a.id = c.ad_id JOIN users o ON o.id = c.other
    ON CONFLICT (user_id, dedupe_key) WHERE status = 'unread' AND dedupe_key IS NOT NULL DO NOTHING
    RETURNING ${NOTIFICATION_SELECT}
  )
  SELECT (SELECT other FROM c) AS other,
         (SELECT first FROM c) AS first,
         (SELECT bool_or(blocker_id = $2) FROM blocker) AS blocked_by_me,
         (SELECT row_to_json(i) FROM ins i) AS inserted,
         (SELECT row_to_json(p) FROM prior p) AS prior,
         (SELECT row_to_json(n) FROM note n) AS notification`;

const MINUTE_MS = 60 * 1000;

/**
 * Charge one message to the sender's allowance (HTTP and socket sends alike), or a 429. Counted
 * before the message is stored, so parallel sends share the allowance instead of each reading the
 * same count.
 */
export async function chargeMessage(ctx: AppContext, userId: number) {
  const key = `message:${userId}`;
  const flagged = await isFlaggedSender(ctx.db, userId, ctx.now());
  const taken = await take(ctx, [
    { key, windowMs: MINUTE_MS, limit: MESSAGES_PER_MINUTE },
    { key, windowMs: 60 * MINUTE_MS, limit: MESSAGES_PER_HOUR },
    ...(flagged ? rulesOf(`message-flagged:${userId}`, LIMITS.flaggedMessages) : []),
  ]);
  if (taken.wait > 0) throw tooMany(taken.wait, CHAT_MESSAGES.tooFast);
  return taken;
}

/**
 * Store a message once per `client_id` (a retry answers the stored one, `created: false`) and
 * deliver it to both participants' open tabs. Each stored message counts against the sender's
 * allowance (MESSAGES_PER_MINUTE, MESSAGES_PER_HOUR); a send that stores nothing is refunded.
 */
export async function sendMessage(
  ctx: AppContext,
  user: AuthUser,
  chatId: number,
  input: SendInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const image = input.image
    ? (await resolveImages(ctx, user, [input.image], { field: () => 'image', uploadsOnly: true }))[0]!
    : null;
  const charged = await chargeMessage(ctx, user.id);
  let stored: { message: ChatMessage; created: boolean };
  try {
    stored = await storeMessage(ctx, user, chatId, input, image);
  } catch (err) {
    // Refused (no such chat, a blocked pair): nothing was stored, so nothing is charged.
    if (err instanceof HttpError) await charged.refund();
    throw err;
  }
  if (!stored.created) await charged.refund();
  return stored;
}

async function storeMessage(
  ctx: AppContext,
  user: AuthUser,
  chatId: number,
  input: SendInput,
  image: AdImage | null,
): Promise<{ message: ChatMessage; created: boolean }> {
  // The other side's notification, in their language ($8/$9 English, $10/$11 Hindi).
  const name = user.name.replace(/%/g, '%%');
  const [messageEn, messageHi] = inEachLang(() => notificationText.message(name, '%s'));
  const [chatEn, chatHi] = inEachLang(() => notificationText.chat(name, '%s'));
  const notices = [messageEn, chatEn, messageHi, chatHi];
  const { rows } = await ctx.db.query<{
    other: number | null;
    first: boolean | null;
    blocked_by_me: boolean | null;
    inserted: MessageRow | null;
    prior: MessageRow | null;
    notification: Parameters<typeof toNotification>[0] | null;
  }>(
    STORE_MESSAGE,
    [
      chatId,
      user.id,
      input.client_id,
      input.text,
      image ? JSON.stringify(image) : null,
      CONTACT_DETAILS.test(input.text),
      ctx.now(),
      ...notices,
      // The scam rule it fires, if any: its recipient is warned above it (scamRules.ts).
      matchChatRule(input.text)?.warning ?? null,
      // Every lookup in it is by a key: on PGlite it is planned once (planning is most of its cost there).
    ],
    { plan: 'generic' },
  );
  const r = rows[0]!;
  if (r.other === null) throw notFound(chatText.noChat);
  if (r.prior) return { message: toMessage(r.prior), created: false };
  if (r.blocked_by_me !== null) throw forbidden(r.blocked_by_me ? CHAT_MESSAGES.blockedByMe : CHAT_MESSAGES.blocked);
  if (!r.inserted) {
    // The same client_id raced in from another request and won: answer what it stored.
    const again = await ctx.db.query<MessageRow>(
      `SELECT ${MESSAGE_SELECT} FROM chat_messages m WHERE m.chat_id = $1 AND m.sender_id = $2 AND m.client_id = $3`,
      [chatId, user.id, input.client_id],
    );
    return { message: toMessage(again.rows[0]!), created: false };
  }
  const message = toMessage(r.inserted);
  const other = Number(r.other);
  // A sender now warned of in several chats joins the admins' review queue (moderation/accounts.ts).
  if (message.warning) await holdFlaggedSender(ctx, user.id);
  // The first message brings the chat into the other party's inbox.
  if (r.first) {
    const forOther = await loadSummary(ctx, other, chatId);
    if (forOther) await ctx.realtime.publish([other], { type: 'chat', chat: forOther });
  }
  await ctx.realtime.publish([user.id, other], { type: 'message', chat_id: chatId, message });
  if (r.notification) await pushNotification(ctx, other, toNotification(r.notification));
  return { message, created: true };
}

/** Mark what the other party sent up to `upTo` as read; my other tabs and the sender hear of it. */
export async function markRead(ctx: AppContext, me: number, chatId: number, upTo: number): Promise<number> {
  const { rows } = await ctx.db.query<{ up_to: number; other: number }>(
    `UPDATE chats SET
        buyer_read_up_to = CASE WHEN buyer_id = $2
          THEN GREATEST(buyer_read_up_to, LEAST($3, coalesce(last_message_id, 0))) ELSE buyer_read_up_to END,
        seller_read_up_to = CASE WHEN seller_id = $2
          THEN GREATEST(seller_read_up_to, LEAST($3, coalesce(last_message_id, 0))) ELSE seller_read_up_to END
      WHERE id = $1 AND (buyer_id = $2 OR seller_id = $2)
      RETURNING CASE WHEN buyer_id = $2 THEN buyer_read_up_to ELSE seller_read_up_to END AS up_to,
                CASE WHEN buyer_id = $2 THEN seller_id ELSE buyer_id END AS other`,
    [chatId, me, upTo],
  );
  if (!rows[0]) throw notFound(chatText.noChat);
  // The chat's "new messages" notification is read once the chat is.
  await ctx.db.query(
    `UPDATE notifications SET status = 'read' WHERE user_id = $1 AND dedupe_key = $2 AND status = 'unread'`,
    [me, `chat:${chatId}`],
  );
  const up_to = Number(rows[0].up_to);
  await ctx.realtime.publish([me, Number(rows[0].other)], { type: 'read', chat_id: chatId, user: me, up_to });
  return up_to;
}

/** "Typing…" to the other participant of my chat; nothing when the chat is not mine. */
export async function sendTyping(ctx: AppContext, me: number, chatId: number) {
  const { rows } = await ctx.db.query<{ other: number }>(
    `SELECT CASE WHEN buyer_id = $2 THEN seller_id ELSE buyer_id END AS other FROM chats
      WHERE id = $1 AND (buyer_id = $2 OR seller_id = $2)`,
    [chatId, me],
  );
  if (rows[0]) await ctx.realtime.publish([Number(rows[0].other)], { type: 'typing', chat_id: chatId, user: me });
}

/** Block (or unblock) the other participant: no messages either way while blocked. */
export async function setBlocked(ctx: AppContext, me: number, chatId: number, blocked: boolean) {
  const chat = await mine(ctx, me, chatId);
  if (blocked) {
    await ctx.db.query(
      'INSERT INTO user_blocks (blocker_id, blocked_id, created_on) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [me, chat.other.id, ctx.now()],
    );
  } else {
    await ctx.db.query('DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2', [me, chat.other.id]);
  }
  await ctx.realtime.publish([me, chat.other.id], { type: 'blocked', chat_id: chatId, user: me, blocked });
  return { blocked_by_me: blocked, blocked_by_them: chat.blocked_by_them };
}

/** Report the other participant or the chat's ad, for the admins' queue. */
export async function report(
  ctx: AppContext,
  me: number,
  chatId: number,
  input: { target: 'user' | 'ad'; reason: string; details: string },
): Promise<number> {
  const chat = await mine(ctx, me, chatId);
  if (input.target === 'ad' && chat.role === 'selling') throw forbidden(chatText.ownAd);
  await spend(ctx, rulesOf(`report:${me}`, LIMITS.reports), errorText.tooMany);
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO reports (reporter_id, target, user_id, ad_id, chat_id, reason, details, created_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      me,
      input.target,
      chat.other.id,
      input.target === 'ad' ? chat.product.id : null,
      chatId,
      input.reason,
      input.details,
      ctx.now(),
    ],
  );
  // The third person reporting the account within a week holds it for review.
  await holdReportedAccount(ctx, chat.other.id);
  return Number(rows[0]!.id);
}
