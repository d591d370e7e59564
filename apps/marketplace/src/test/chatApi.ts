import type { ChatDetail, ChatMessage, ChatSummary } from '@haat/contract';
import { emptyPage, type Routes } from './fakeApi';
import { samplePicture, SELLER } from './sellerApi';

/**
 * The fake chat server of the chat screens' stories: the signed-in user (`SELLER`, Asha) sells a
 * Royal Enfield to Rahul and buys a sofa from Kiran.
 */
const at = (now: Date, minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();

function message(id: number, sender: number, text: string, created_on: string, over: Partial<ChatMessage> = {}) {
  return {
    id,
    client_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    sender,
    text,
    image: null,
    created_on,
    safety_tip: false,
    warning: null,
    offer: null,
    phone_request: null,
    ...over,
  } satisfies ChatMessage;
}

const RAHUL = { id: 21, name: 'Rahul Verma' };
const KIRAN = { id: 22, name: 'Kiran Patil' };

/** Asha selling: Rahul's first message carries his number (the safety tip); her photo; read. */
export function sellingChat(now: Date, over: Partial<ChatDetail> = {}): ChatDetail {
  const messages = [
    message(1, RAHUL.id, 'Hi, is the Royal Enfield still available? Call me on 98765 43210', at(now, 90), {
      safety_tip: true,
    }),
    message(2, SELLER.id, 'Yes, it is. Single owner, all service records.', at(now, 80)),
    message(3, SELLER.id, '', at(now, 79), {
      image: { url: samplePicture(200), card: samplePicture(200), detail: samplePicture(200) },
    }),
    message(4, RAHUL.id, 'Looks good. What is the last price?', at(now, 5)),
  ];
  return {
    id: 9,
    product: {
      id: 101,
      title: 'Royal Enfield Classic 350, 2021',
      price: 165000,
      thumbnail: samplePicture(210),
      status: 'active',
      contact: 'chat',
    },
    role: 'selling',
    other: RAHUL,
    last_message: messages.at(-1)!,
    unread: 1,
    last_activity: messages.at(-1)!.created_on,
    blocked_by_me: false,
    blocked_by_them: false,
    read_up_to: 3,
    deal: null,
    phone_request: null,
    phone: null,
    buyer: RAHUL,
    seller: { id: SELLER.id, name: SELLER.name },
    messages,
    more: false,
    documents: [],
    ...over,
  };
}

/** Rahul offers ₹1,50,000 for the Royal Enfield after asking the last price: Asha may answer it. */
export function offerChat(now: Date, over: Partial<ChatDetail> = {}): ChatDetail {
  const chat = sellingChat(now);
  const offer = message(5, RAHUL.id, '', at(now, 4), {
    offer: { id: 40, from: RAHUL.id, amount_paise: 15_000_000, status: 'pending', created_on: at(now, 4) },
  });
  const messages = [...chat.messages, offer];
  return { ...chat, messages, last_message: offer, last_activity: offer.created_on, ...over };
}

/** Rahul asks for the number of Asha's Royal Enfield, given on request: she may share it or decline. */
export function phoneRequestChat(now: Date, status: 'pending' | 'approved' = 'pending'): ChatDetail {
  const chat = sellingChat(now);
  const request = {
    id: 60,
    asked: true,
    status,
    created_on: at(now, 4),
    answered_on: status === 'pending' ? null : at(now, 1),
  };
  const asked = message(5, RAHUL.id, '', at(now, 4), { phone_request: request });
  return {
    ...chat,
    product: { ...chat.product, contact: 'phone_request' },
    messages: [...chat.messages, asked],
    last_message: asked,
    last_activity: asked.created_on,
    phone_request: request,
  };
}

/** Asha's inbox: the chat above and one where she buys. */
function inbox(now: Date): ChatSummary[] {
  const { buyer: _b, seller: _s, messages: _m, more: _more, ...selling } = sellingChat(now);
  const last = message(30, KIRAN.id, 'The sofa is at my place in Kothrud, come any evening.', at(now, 60 * 26));
  return [
    selling,
    {
      id: 12,
      product: {
        id: 140,
        title: 'Three-seater sofa, teak frame',
        price: 18500,
        thumbnail: samplePicture(30),
        status: 'active',
        contact: 'chat',
      },
      role: 'buying',
      other: KIRAN,
      last_message: last,
      unread: 0,
      last_activity: last.created_on,
      blocked_by_me: false,
      blocked_by_them: false,
      read_up_to: 0,
      deal: null,
      phone_request: null,
      phone: null,
    },
  ];
}

/** Routes of `/chat/{ad}/{chat}/` and `/inbox/`; `chat` and `list` replace the answers. */
export function chatRoutes(now: Date, over: { chat?: Routes[string]; list?: Routes[string] } = {}): Routes {
  const chats = inbox(now);
  return {
    'GET /api/profile/': { body: SELLER },
    'GET /api/notification/': { body: { ...emptyPage, unread_count: 0 } },
    'GET /chat/9': over.chat ?? { body: sellingChat(now) },
    'POST /api/chat/9/read/': { body: { up_to: 4 } },
    // Offers: a new one is pending; an answer returns the offer answered and, for a counter, its message.
    'POST /api/chat/9/offers/': ({ body }) => ({
      status: 201,
      body: message(60, SELLER.id, '', now.toISOString(), {
        offer: {
          id: 60,
          from: SELLER.id,
          amount_paise: (body as { amount_paise: number }).amount_paise,
          status: 'pending',
          created_on: now.toISOString(),
        },
      }),
    }),
    'PUT /api/chat/9/offers/40/': ({ body }) => {
      const answer = body as { action: 'accept' | 'decline' | 'counter'; amount_paise?: number };
      const offer = offerChat(now).messages.at(-1)!.offer!;
      const status = answer.action === 'accept' ? 'accepted' : answer.action === 'decline' ? 'declined' : 'countered';
      const counter =
        answer.action === 'counter'
          ? message(61, SELLER.id, '', now.toISOString(), {
              offer: {
                id: 61,
                from: SELLER.id,
                amount_paise: answer.amount_paise!,
                status: 'pending',
                created_on: now.toISOString(),
              },
            })
          : null;
      return { body: { offer: { ...offer, status }, counter } };
    },
    'GET /api/chat/unread/': { body: { unread: 1 } },
    'GET /api/chat/':
      over.list ??
      (({ query }) => {
        const role = query.get('role');
        const results = chats.filter((c) => !role || c.role === role);
        return { body: { ...emptyPage, count: results.length, results } };
      }),
  };
}
