import { z } from 'zod';
import { AD_STATUSES, AdDocumentSchema, CONTACT_PREFERENCES, AdImageSchema, ImageInputSchema } from './ads';
import { PageQuerySchema, paginated } from './common';

/** A chat message's text: plain text, 1 to 2,000 characters (an image message may have none). */
export const CHAT_TEXT_MAX = 2000;
/** `GET /chat/{id}` holds the newest messages; `?before=` pages back this many at a time. */
export const CHAT_PAGE_SIZE = 50;
/** `GET /api/chat/{id}/messages/?after=` answers at most this many; `more` says there are others. */
export const CHAT_CATCH_UP_MAX = 200;
/**
 * Messages one account may send, over HTTP and the socket together, in any minute and in any hour.
 * Past either, a send is a 429 with Retry-After (an `error` frame with `retry_after` on the socket)
 * and nothing is stored. A send that stores nothing (a retry of a stored `client_id`, a refused
 * one) is given back.
 */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGES_PER_HOUR = 300;
/** Why a user or an ad is reported from a chat. */
const CHAT_REPORT_REASONS = ['spam', 'fraud', 'offensive', 'prohibited', 'other'] as const;
export type ReportReason = (typeof CHAT_REPORT_REASONS)[number];
/** Why an ad is reported from its page ("Report this ad"). */
export const AD_REPORT_REASONS = ['fraud', 'wrong_category', 'sold', 'offensive', 'other'] as const;
export type AdReportReason = (typeof AD_REPORT_REASONS)[number];
/** Every reason the admins' report queue can show. */
export const REPORT_REASONS = ['spam', 'fraud', 'wrong_category', 'sold', 'offensive', 'prohibited', 'other'] as const;

/** The server's messages a chat screen shows as they are. */
export const CHAT_MESSAGES = {
  ownAd: 'This is your own ad: buyers will message you here.',
  notLive: 'This ad is no longer available.',
  blocked: "You can't message this user.",
  blockedByMe: 'You blocked this user. Unblock them to send messages.',
  textOrImage: 'Write a message or attach a photo.',
  tooFast: 'You are sending messages too fast. Wait a moment, then try again.',
} as const;

/** What became of an offer: open, taken (the deal), refused, answered with another, or replaced. */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'countered', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An offer in a chat: a price one party proposes (`from`), in paise, which the other answers. */
export const ChatOfferSchema = z.object({
  id: z.number().int(),
  from: z.number().int(),
  amount_paise: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  created_on: z.string(),
});
export type ChatOffer = z.infer<typeof ChatOfferSchema>;

/** The server's messages about offers, shown as they are. */
export const OFFER_MESSAGES = {
  tooLow: 'Offer at least ₹1.',
  aboveAsking: 'Offer no more than the asking price.',
  dealDone: 'This chat already has a deal.',
  notPending: 'This offer has already been answered.',
  ownOffer: 'Wait for the other person to answer your offer.',
  counterAmount: 'Enter the amount of your counter-offer.',
} as const;

const offerAmount = z
  .number({ error: 'Enter an amount in paise.' })
  .int('Enter an amount in paise.')
  .min(100, OFFER_MESSAGES.tooLow)
  .max(Number.MAX_SAFE_INTEGER, 'Enter an amount in paise.');

/** `POST /api/chat/{id}/offers/`: an offer (from ₹1 up to the ad's asking price). */
export const OfferCreateSchema = z.object({ amount_paise: offerAmount });

/** `PUT /api/chat/{id}/offers/{offer_id}/`: the other party's answer; a counter names its amount. */
export const OfferAnswerSchema = z
  .object({ action: z.enum(['accept', 'decline', 'counter']), amount_paise: offerAmount.optional() })
  .refine((a) => a.action !== 'counter' || a.amount_paise !== undefined, {
    message: OFFER_MESSAGES.counterAmount,
    path: ['amount_paise'],
  });
export const OfferParamsSchema = z.object({ id: z.string().max(40), offer_id: z.string().max(40) });

/**
 * What became of a request for the seller's number: waiting for the seller, shared, refused (final
 * for the chat), or replaced by the buyer's next day's request while still unanswered.
 */
export const PHONE_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'replaced'] as const;
export type PhoneRequestStatus = (typeof PHONE_REQUEST_STATUSES)[number];

/**
 * A buyer's request for the seller's number in a chat (`asked`), or the seller sharing it unasked
 * (`asked: false`, approved at once). It never carries the number: the buyer's `ChatSummary.phone` does.
 */
export const PhoneRequestSchema = z.object({
  id: z.number().int(),
  asked: z.boolean(),
  status: z.enum(PHONE_REQUEST_STATUSES),
  created_on: z.string(),
  answered_on: z.string().nullable(),
});
export type PhoneRequest = z.infer<typeof PhoneRequestSchema>;

/** A buyer may ask for the number once in this many hours (a day), in each chat. */
export const PHONE_REQUEST_EVERY_HOURS = 24;

/** The server's messages about phone requests, shown as they are. */
export const PHONE_REQUEST_MESSAGES = {
  notOnRequest: 'This seller does not give their number on request. Chat with them here.',
  sellerOnly: 'Only the seller can share their number.',
  buyerOnly: 'Only the buyer can ask for the number.',
  declined: 'The seller chose not to share their number in this chat.',
  onceADay: 'You can ask for the number once a day. Try again tomorrow.',
  shared: 'The number is already shared in this chat.',
  noRequest: 'There is no request for your number to decline.',
  answer: 'Say true to share your number or false to decline.',
} as const;

/**
 * `PUT /api/chat/{id}/phone-request/ { approve }`: the seller answers the buyer's pending request;
 * `approve: true` with no request pending shares the number unasked (the chat menu's "Share my number").
 */
export const PhoneRequestAnswerSchema = z.object({
  approve: z.boolean({ error: PHONE_REQUEST_MESSAGES.answer }),
});

/**
 * Why a message's recipient is warned above it (the chat's scam rules): money asked for before
 * meeting (an advance, a token amount, courier charges), a UPI collect request or payment link, a QR
 * code to scan, or the soldier's posting story.
 */
export const CHAT_WARNINGS = ['advance_payment', 'payment_link', 'qr_code', 'army_story'] as const;
export type ChatWarning = (typeof CHAT_WARNINGS)[number];

/** One message. `sender` is the account id; `client_id` is the UUID its sender made for it. */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  sender: z.number().int(),
  text: z.string(),
  image: AdImageSchema.nullable(),
  created_on: z.string(),
  /**
   * A buyer's first message that carries a phone number or a UPI id: the seller's screen shows a
   * safety tip beside it (the message is delivered all the same).
   */
  safety_tip: z.boolean(),
  /**
   * The scam rule the message fired, for its recipient's warning above it (its links are not made
   * clickable); null for most messages. The sender's own view carries it too.
   */
  warning: z.enum(CHAT_WARNINGS).nullable(),
  /** An offer's message carries the offer (its current status); any other message null. */
  offer: ChatOfferSchema.nullable(),
  /** A phone request's (or an unasked share's) message carries it; any other message null. */
  phone_request: PhoneRequestSchema.nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The answer to an offer: the offer as it now stands, and the counter-offer's message when it was one. */
export const OfferAnsweredSchema = z.object({ offer: ChatOfferSchema, counter: ChatMessageSchema.nullable() });
export type OfferAnswered = z.infer<typeof OfferAnsweredSchema>;

const PartySchema = z.object({ id: z.number().int(), name: z.string() });
export type ChatParty = z.infer<typeof PartySchema>;

/** The ad a chat is about, as the chat shows it on top. */
export const ChatAdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  thumbnail: z.string().nullable(),
  status: z.enum(AD_STATUSES),
  /** How the seller takes contact: with `phone_request` the buyer may ask for the number in the chat. */
  contact: z.enum(CONTACT_PREFERENCES),
});
export type ChatAd = z.infer<typeof ChatAdSchema>;

/** A chat as the inbox lists it, seen by one of its two participants. */
export const ChatSummarySchema = z.object({
  id: z.number().int(),
  product: ChatAdSchema,
  /** Whether I am the buyer or the seller in this chat. */
  role: z.enum(['buying', 'selling']),
  /** The other participant. */
  other: PartySchema,
  last_message: ChatMessageSchema.nullable(),
  /** Messages from the other party that I have not read. */
  unread: z.number().int().nonnegative(),
  /** The last message's time, or when the chat was opened. */
  last_activity: z.string(),
  /** I blocked the other party / they blocked me: no messages either way. */
  blocked_by_me: z.boolean(),
  blocked_by_them: z.boolean(),
  /** The highest message id of mine that the other party has read (0: none). */
  read_up_to: z.number().int(),
  /** The accepted offer: the deal this chat reached; null until one is accepted. */
  deal: ChatOfferSchema.nullable(),
  /** The chat's latest phone request or share (both parties see it); null when there is none. */
  phone_request: PhoneRequestSchema.nullable(),
  /**
   * The seller's number, to the buyer of this chat only, once the seller shared it here; null for
   * the seller and until then. No other answer gives a buyer a `phone_request` ad's number.
   */
  phone: z.string().nullable(),
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;
export const ChatListSchema = paginated(ChatSummarySchema);
export const ChatListQuerySchema = PageQuerySchema.extend({ role: z.enum(['buying', 'selling']).optional() });

/** `GET /api/chat/unread/`: unread messages over all my chats (the inbox badge). */
export const ChatUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export const ChatReadDoneSchema = z.object({ up_to: z.number().int() });

/** `GET /chat/{id}`: the chat with its newest messages (oldest first); `more` says older ones exist. */
export const ChatDetailSchema = ChatSummarySchema.extend({
  buyer: PartySchema,
  seller: PartySchema,
  messages: z.array(ChatMessageSchema),
  more: z.boolean(),
  /** The ad's documents (floor plan, job description), downloadable by both; empty when it has none. */
  documents: z.array(AdDocumentSchema),
});
export type ChatDetail = z.infer<typeof ChatDetailSchema>;

const messageId = z.coerce
  .number({ error: 'Enter a message id.' })
  .int('Enter a message id.')
  .min(0, 'Enter a message id.')
  .max(Number.MAX_SAFE_INTEGER);

export const ChatIdParamsSchema = z.object({ id: z.string().max(40) });
export const ChatBeforeQuerySchema = z.object({ before: messageId.optional() });
export const ChatAfterQuerySchema = z.object({ after: messageId });

/** `GET /api/chat/{id}/messages/?after=`: up to CHAT_CATCH_UP_MAX messages, oldest first. */
export const ChatMessagesSchema = z.object({ results: z.array(ChatMessageSchema), more: z.boolean() });
export type ChatMessages = z.infer<typeof ChatMessagesSchema>;

/** `POST /api/chat/ { product }`: open a chat about an ad, or get the one I already have. */
export const ChatOpenSchema = z.object({
  product: z.number({ error: 'Choose an ad.' }).int('Choose an ad.').positive('Choose an ad.'),
});

const clientId = z.uuid({ error: 'Send a UUID made by the client.' });

/** A new message: text, or one uploaded image (with optional text). */
export const ChatSendSchema = z
  .object({
    client_id: clientId,
    text: z
      .string()
      .trim()
      .max(CHAT_TEXT_MAX, `At most ${CHAT_TEXT_MAX} characters.`)
      // Line breaks and tabs are text; other control characters are not.
      // eslint-disable-next-line no-control-regex
      .refine((t) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(t), 'Remove the control characters.')
      .default(''),
    image: ImageInputSchema.nullish(),
  })
  .refine((m) => m.text !== '' || !!m.image, { message: CHAT_MESSAGES.textOrImage, path: ['text'] });
export type ChatSend = z.input<typeof ChatSendSchema>;

/** `POST /api/chat/{id}/read/ { up_to }`: everything the other party sent up to this id is read. */
export const ChatReadSchema = z.object({ up_to: messageId });
export const ChatBlockSchema = z.object({ blocked: z.boolean({ error: 'Say true or false.' }) });
export const ChatBlockedSchema = z.object({ blocked_by_me: z.boolean(), blocked_by_them: z.boolean() });
export const ChatReportSchema = z.object({
  target: z.enum(['user', 'ad'], { error: 'Report the user or the ad.' }),
  reason: z.enum(CHAT_REPORT_REASONS, { error: 'Choose a reason.' }),
  details: z.string().trim().max(1000).default(''),
});
export type ChatReport = z.input<typeof ChatReportSchema>;
/** `POST /api/products/{id}/report/`: "Report this ad" from the ad page. */
export const AdReportSchema = z.object({
  reason: z.enum(AD_REPORT_REASONS, { error: 'Choose what is wrong with this ad.' }),
  details: z
    .string({ error: 'Tell us what is wrong in a few words.' })
    .trim()
    .min(3, { error: 'Tell us what is wrong in a few words (3 characters or more).' })
    .max(1000, { error: 'Keep it under 1,000 characters.' }),
});
export type AdReport = z.input<typeof AdReportSchema>;
export const ReportedSchema = z.object({ id: z.number().int(), detail: z.string() });

export const NOTIFICATION_KINDS = [
  'chat',
  'message',
  'expiring',
  'featured_ended',
  'cashback',
  'banner',
  'moderation',
  'saved_search',
  'rating',
] as const;
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  /** An app path (`/inbox/`, `/my-ads/`…). */
  link: z.string(),
  status: z.enum(['unread', 'read']),
  created_on: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = paginated(NotificationSchema).extend({
  unread_count: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;
export const NotificationReadSchema = z.union(
  [z.object({ all: z.literal(true) }), z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) })],
  { error: 'Send the ids to mark as read, or all: true.' },
);
export const NotificationReadDoneSchema = z.object({ unread_count: z.number().int().nonnegative() });

/** Frames the server pushes on `/ws`. */
export type ServerFrame =
  | { type: 'ready' }
  | { type: 'chat'; chat: ChatSummary }
  | { type: 'message'; chat_id: number; message: ChatMessage }
  | { type: 'read'; chat_id: number; user: number; up_to: number }
  | { type: 'typing'; chat_id: number; user: number }
  | { type: 'blocked'; chat_id: number; user: number; blocked: boolean }
  /** An offer was answered (accepted, declined, countered) or withdrawn: its message shows the new status. */
  | { type: 'offer'; chat_id: number; offer: ChatOffer }
  /** A phone request was answered or replaced: its message shows the new status (the buyer also gets a `chat` frame with `phone`). */
  | { type: 'phone_request'; chat_id: number; phone_request: PhoneRequest }
  | { type: 'notification'; notification: Notification; unread_count: number }
  /** The wallet's balance moved (a top-up, a purchase, a cashback): the header shows it at once. */
  | { type: 'wallet'; balance_paise: number }
  | { type: 'ack'; client_id: string; chat_id: number; message: ChatMessage }
  /** A frame refused: 400 bad input, 403, 404, 429 too many messages (`retry_after` seconds)… */
  | { type: 'error'; client_id?: string; status: number; detail: string; retry_after?: number };

/** Frames a client sends on `/ws`: `auth` first, then messages and typing. */
export const ClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({
    type: z.literal('message'),
    chat_id: z.number().int().positive(),
    client_id: clientId,
    text: z.string().max(CHAT_TEXT_MAX + 100),
  }),
  z.object({ type: z.literal('typing'), chat_id: z.number().int().positive() }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;
/** The socket closes with this code when the first frame is not a valid `auth`. */
export const WS_UNAUTHORIZED = 4401;
