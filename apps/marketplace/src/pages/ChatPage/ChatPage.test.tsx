import type { ChatDetail, ChatMessage } from '@haat/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { BUYER, renderChatApp, signInBuyer } from '../../test/chatApp';
import type { Routes } from '../../test/fakeApi';
import { chatText as t } from './chatText';
import { fill } from '../shared/fill';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const ME = BUYER;
const SELLER = { id: 3, name: 'Meera' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(signInBuyer);

const msg = (id: number, sender: number, text: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  client_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  sender,
  text,
  image: null,
  created_on: '2026-11-25T10:00:00.000Z',
  safety_tip: false,
  warning: null,
  offer: null,
  phone_request: null,
  ...over,
});

function detail(over: Partial<ChatDetail> = {}): ChatDetail {
  return {
    id: 9,
    product: { id: 5, title: 'Honda City 2017', price: 450000, thumbnail: null, status: 'active', contact: 'chat' },
    role: 'buying',
    other: SELLER,
    last_message: null,
    unread: 0,
    last_activity: '2026-11-25T10:00:00.000Z',
    blocked_by_me: false,
    blocked_by_them: false,
    read_up_to: 0,
    deal: null,
    phone_request: null,
    phone: null,
    buyer: { id: ME.id, name: ME.name },
    seller: SELLER,
    messages: [msg(1, SELLER.id, 'Hello, it is available.')],
    more: false,
    documents: [],
    ...over,
  };
}

const openAt = (path: string, routes: Routes) => renderChatApp(path, routes);

test('Chat with seller opens the chat, then shows the ad and the conversation', async () => {
  const { api, location } = openAt('/chat/5/', {
    'POST /api/chat/': { status: 201, body: detail() },
    'GET /chat/9': { body: detail() },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
  });
  expect(await screen.findByRole('heading', { name: 'Meera' })).toBeVisible();
  expect(location.history).toContain('/chat/5/9/');
  expect(api.calls.find((c) => c.path === '/api/chat/' && c.method === 'POST')?.body).toEqual({ product: 5 });
  expect(screen.getByRole('link', { name: 'Honda City 2017' })).toHaveAttribute('href', '/view/5/');
  expect(screen.getByText('₹4,50,000')).toBeVisible();
  expect(within(screen.getByRole('log')).getByText('Hello, it is available.')).toBeVisible();
  // What the seller wrote is marked read once shown.
  await waitFor(() => expect(api.calls.find((c) => c.path === '/api/chat/9/read/')?.body).toEqual({ up_to: 1 }));
  expect(within(screen.getByRole('group', { name: t.quickRepliesLabel })).getAllByRole('button')).toHaveLength(3);
});

test('"Make an offer" on the ad opens a new chat with the form ready: the offer is its first message', async () => {
  const user = userEvent.setup();
  const empty = detail({ messages: [] });
  const { api, location } = openAt('/chat/5/?offer=1', {
    'POST /api/chat/': { status: 201, body: empty },
    'GET /chat/9': { body: empty },
    'POST /api/chat/9/offers/': ({ body }) => ({
      status: 201,
      body: msg(1, ME.id, '', {
        offer: {
          id: 4,
          from: ME.id,
          amount_paise: (body as { amount_paise: number }).amount_paise,
          status: 'pending',
          created_on: '2026-11-25T10:02:00.000Z',
        },
      }),
    }),
  });
  const amount = await screen.findByRole('textbox', { name: /Your offer in rupees/ });
  expect(location.history).toContain('/chat/5/9/?offer=1');
  // Focus moves once the form has opened, a moment after the field exists.
  await waitFor(() => expect(amount).toHaveFocus());
  await user.type(amount, '400000');
  await user.click(screen.getByRole('button', { name: 'Send offer' }));
  await waitFor(() =>
    expect(api.calls.find((c) => c.path === '/api/chat/9/offers/')?.body).toEqual({ amount_paise: 40_000_000 }),
  );
  // Nothing else was sent first: the seller's first sight of the chat is the offer.
  expect(api.calls.filter((c) => c.path === '/api/chat/9/messages/')).toHaveLength(0);
  expect(await within(screen.getByRole('log')).findByText('Your offer')).toBeVisible();
});

test("a buyer downloads the seller's documents from the chat, folded under the ad", async () => {
  const user = userEvent.setup();
  const floorPlan = { id: 7, title: 'Floor plan', name: 'Floor-plan.pdf', size: 248_000, url: '/api/document/7/file/' };
  // jsdom has no object URLs: record what the page hands the browser to save.
  const saved: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (b: Blob) => (saved.push(b), 'blob:doc'), revokeObjectURL: () => {} }),
  );
  const { api } = openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail({ documents: [floorPlan] }) },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
    'GET /api/document/7/file/': { body: 'the floor plan' },
  });
  const fold = await screen.findByText(fill(t.documents, { n: 1 }));
  const download = screen.getByRole('link', { name: 'Download Floor-plan.pdf', hidden: true });
  expect(download).not.toBeVisible();
  await user.click(fold);
  expect(download).toBeVisible();
  expect(download).toHaveAttribute('download', 'Floor-plan.pdf');
  // A plain link would go without the session's token: the page fetches it with the token instead.
  await user.click(download);
  await waitFor(() => expect(saved).toHaveLength(1));
  const call = api.calls.find((c) => c.path === '/api/document/7/file/')!;
  expect(call.headers.Authorization ?? call.headers.authorization).toMatch(/^Bearer /);
  expect(await saved[0]!.text()).toContain('the floor plan');
});

test('a chat about an ad without documents shows no documents fold', async () => {
  openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail() },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
  });
  expect(await screen.findByRole('heading', { name: 'Meera' })).toBeVisible();
  expect(screen.queryByText(/Documents with this ad/)).toBeNull();
});

test('own ad and gone ad: the server says why, and the inbox is one click away', async () => {
  openAt('/chat/5/', {
    'POST /api/chat/': { status: 403, body: { detail: 'This is your own ad: buyers will message you here.' } },
  });
  expect(await screen.findByText('This is your own ad: buyers will message you here.')).toBeVisible();
  expect(screen.getByRole('link', { name: t.backToInbox })).toHaveAttribute('href', '/inbox/');
});

test('a sent message is stored with a client UUID, then shows Sent and Read as the seller reads it', async () => {
  const user = userEvent.setup();
  const { api, socket } = openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail() },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
    'POST /api/chat/9/messages/': ({ body }) => ({
      status: 201,
      body: msg(2, ME.id, (body as { text: string }).text, { client_id: (body as { client_id: string }).client_id }),
    }),
  });
  await user.type(await screen.findByRole('textbox', { name: t.composer.label }), 'Is the price final?{Enter}');
  const sent = api.calls.find((c) => c.path === '/api/chat/9/messages/');
  expect(sent?.body).toEqual({ client_id: expect.stringMatching(UUID), text: 'Is the price final?' });
  const log = screen.getByRole('log');
  await waitFor(() => expect(within(log).getByText('Sent')).toBeVisible());
  socket.emit({ type: 'read', chat_id: 9, user: SELLER.id, up_to: 2 });
  expect(await within(log).findByText('Read')).toBeVisible();
  expect(within(log).queryByText('Sent')).toBeNull();
});

test('offline: a message waits, and after the reconnect it is sent again with the same client_id, once', async () => {
  const user = userEvent.setup();
  let online = false;
  const { api, socket } = openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail() },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
    'GET /api/chat/9/messages/': { body: { results: [msg(3, SELLER.id, 'Are you there?')], more: false } },
    'POST /api/chat/9/messages/': ({ body }) => {
      if (!online) throw new TypeError('Failed to fetch');
      const b = body as { text: string; client_id: string };
      return { status: 201, body: msg(4, ME.id, b.text, { client_id: b.client_id }) };
    },
  });
  await user.type(await screen.findByRole('textbox', { name: t.composer.label }), 'See you at 5{Enter}');
  const log = screen.getByRole('log');
  await waitFor(() => expect(within(log).getByText('Sending…')).toBeVisible());
  online = true;
  socket.emit({ type: 'ready' });
  expect(await within(log).findByText('Are you there?')).toBeVisible();
  await waitFor(() => expect(within(log).getByText('Sent')).toBeVisible());
  const sends = api.calls.filter((c) => c.path === '/api/chat/9/messages/' && c.method === 'POST');
  expect(sends).toHaveLength(2);
  expect((sends[1]!.body as { client_id: string }).client_id).toBe((sends[0]!.body as { client_id: string }).client_id);
  expect(api.calls.find((c) => c.path === '/api/chat/9/messages/' && c.method === 'GET')?.query.get('after')).toBe('1');
  expect(within(log).getAllByText('See you at 5')).toHaveLength(1);
});

test('live frames: a new message, typing; a blocked chat says so instead of the message box', async () => {
  const { socket } = openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail() },
    'POST /api/chat/9/read/': { body: { up_to: 2 } },
  });
  const log = await screen.findByRole('log');
  socket.emit({ type: 'typing', chat_id: 9, user: SELLER.id });
  expect(await screen.findByText('Meera is typing…')).toBeVisible();
  socket.emit({ type: 'message', chat_id: 9, message: msg(2, SELLER.id, 'Photos: https://example.com/p') });
  const link = await within(log).findByRole('link', { name: 'https://example.com/p' });
  expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
  expect(screen.queryByText('Meera is typing…')).toBeNull();
  socket.emit({ type: 'message', chat_id: 99, message: msg(50, SELLER.id, 'another chat') });
  socket.emit({ type: 'blocked', chat_id: 9, user: SELLER.id, blocked: true });
  expect(await screen.findByText(t.blockedByThem)).toBeVisible();
  expect(screen.queryByRole('textbox', { name: t.composer.label })).toBeNull();
  expect(within(log).queryByText('another chat')).toBeNull();
});

test("a seller sees the safety tip under a buyer's message with a phone number", async () => {
  openAt('/chat/5/9/', {
    'GET /chat/9': {
      body: detail({
        role: 'selling',
        other: { id: 11, name: 'Kiran' },
        messages: [msg(1, 11, 'Call me 9876543210', { safety_tip: true })],
      }),
    },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
  });
  expect(await screen.findByText(t.safetyTip)).toBeVisible();
  expect(screen.queryByRole('group', { name: t.quickRepliesLabel })).toBeNull();
});

test('a message that fired a scam rule is warned above for its reader, its link plain; the sender sees none', async () => {
  openAt('/chat/5/9/', {
    'GET /chat/9': {
      body: detail({
        messages: [
          msg(1, SELLER.id, 'Pay courier charges first: https://razorpay.me/@meera', { warning: 'advance_payment' }),
          msg(2, ME.id, 'Pay advance? No, I will pay when we meet.', { warning: 'advance_payment' }),
        ],
      }),
    },
    'POST /api/chat/9/read/': { body: { up_to: 2 } },
  });
  const log = await screen.findByRole('log');
  expect(await within(log).findByText(t.warnings.advance_payment)).toBeVisible();
  // Once: my own message carries no warning for me.
  expect(within(log).getAllByText(t.warnings.advance_payment)).toHaveLength(1);
  expect(within(log).queryByRole('link', { name: /razorpay/ })).toBeNull();
});

test('a chat that is not mine is the not-found page', async () => {
  openAt('/chat/5/9/', { 'GET /chat/9': { status: 404, body: { detail: 'No such chat.' } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(screen.queryByRole('log')).toBeNull();
});

test("the buyer counters the seller's pending offer: the card shows it countered and the counter follows", async () => {
  const user = userEvent.setup();
  const offer = {
    id: 7,
    from: SELLER.id,
    amount_paise: 42_000_000,
    status: 'pending' as const,
    created_on: '2026-11-25T10:01:00.000Z',
  };
  const { api, socket } = openAt('/chat/5/9/', {
    'GET /chat/9': {
      body: detail({ messages: [msg(1, SELLER.id, 'Hello, it is available.'), msg(2, SELLER.id, '', { offer })] }),
    },
    'POST /api/chat/9/read/': { body: { up_to: 2 } },
    'PUT /api/chat/9/offers/7/': ({ body }) => {
      const amount = (body as { amount_paise: number }).amount_paise;
      return {
        body: {
          offer: { ...offer, status: 'countered' },
          counter: msg(3, ME.id, '', {
            offer: { id: 8, from: ME.id, amount_paise: amount, status: 'pending', created_on: offer.created_on },
          }),
        },
      };
    },
  });
  const log = await screen.findByRole('log');
  expect(await within(log).findByText('Their offer')).toBeVisible();
  expect(within(log).getByText('₹4,20,000')).toBeVisible();
  await user.click(within(log).getByRole('button', { name: 'Counter' }));
  const amount = await within(log).findByRole('textbox', { name: /Your counter-offer/ });
  // More than the asking price (₹4,50,000) never leaves the phone.
  await user.type(amount, '460000');
  await user.click(within(log).getByRole('button', { name: 'Send counter-offer' }));
  expect(amount).toHaveAccessibleDescription(/asking price, ₹4,50,000/);
  await user.clear(amount);
  await user.type(amount, '400000');
  await user.click(within(log).getByRole('button', { name: 'Send counter-offer' }));
  await waitFor(() =>
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ action: 'counter', amount_paise: 40_000_000 }),
  );
  expect(await within(log).findByText('Countered')).toBeVisible();
  expect(within(log).getByText('Your offer')).toBeVisible();
  expect(within(log).getByText('₹4,00,000')).toBeVisible();
  expect(within(log).queryByRole('button', { name: 'Accept' })).toBeNull();
  // The seller accepts the counter: the socket's frame updates the card and the header shows the deal.
  socket.emit({
    type: 'offer',
    chat_id: 9,
    offer: { id: 8, from: ME.id, amount_paise: 40_000_000, status: 'accepted', created_on: offer.created_on },
  });
  expect(await within(log).findByText('Accepted: deal')).toBeVisible();
  expect(screen.getByText(fill(t.deal, { price: '₹4,00,000' }))).toBeVisible();
});

test('a refused answer shows the server’s words on the card', async () => {
  const user = userEvent.setup();
  const offer = {
    id: 7,
    from: SELLER.id,
    amount_paise: 42_000_000,
    status: 'pending' as const,
    created_on: '2026-11-25T10:01:00.000Z',
  };
  openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail({ messages: [msg(2, SELLER.id, '', { offer })] }) },
    'POST /api/chat/9/read/': { body: { up_to: 2 } },
    'PUT /api/chat/9/offers/7/': { status: 409, body: { detail: 'This offer has already been answered.' } },
  });
  const log = await screen.findByRole('log');
  await user.click(await within(log).findByRole('button', { name: 'Accept' }));
  expect(await within(log).findByRole('alert')).toHaveTextContent('This offer has already been answered.');
});

const phoneAsk = (over: Partial<NonNullable<ChatMessage['phone_request']>> = {}) => ({
  id: 4,
  asked: true,
  status: 'pending' as const,
  created_on: '2026-11-25T10:05:00.000Z',
  answered_on: null,
  ...over,
});

test('the buyer requests the number; once the seller shares it the header has Call and WhatsApp', async () => {
  const user = userEvent.setup();
  const onRequest = (over: Partial<ChatDetail> = {}) =>
    detail({ product: { ...detail().product, contact: 'phone_request' }, ...over });
  const { api, socket } = openAt('/chat/5/9/', {
    'GET /chat/9': { body: onRequest() },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
    // Asked just now, by the page's clock.
    'POST /api/chat/9/phone-request/': {
      status: 201,
      body: msg(2, ME.id, '', { phone_request: phoneAsk({ created_on: new Date().toISOString() }) }),
    },
  });
  await user.click(await screen.findByRole('button', { name: t.requestPhone }));
  expect(api.calls.filter((c) => c.path === '/api/chat/9/phone-request/' && c.method === 'POST')).toHaveLength(1);
  const log = screen.getByRole('log');
  expect(await within(log).findByText('You asked for the phone number.')).toBeVisible();
  // Asked today: the action is gone.
  expect(screen.queryByRole('button', { name: t.requestPhone })).toBeNull();

  const shared = phoneAsk({ status: 'approved', answered_on: '2026-11-25T10:06:00.000Z' });
  socket.emit({ type: 'phone_request', chat_id: 9, phone_request: shared });
  const { buyer: _b, seller: _s, messages: _m, more: _more, documents: _d, ...summary } = onRequest();
  socket.emit({ type: 'chat', chat: { ...summary, phone_request: shared, phone: '+91 9812345678' } });
  expect(await screen.findByText(fill(t.sellerPhone, { phone: '+91 9812345678' }))).toBeVisible();
  const header = screen.getByRole('heading', { name: 'Meera' }).closest('header')!;
  expect(within(header).getByRole('link', { name: t.call })).toHaveAttribute('href', 'tel:+919812345678');
  expect(within(header).getByRole('link', { name: t.whatsApp })).toHaveAttribute('href', 'https://wa.me/919812345678');
  expect(within(log).getByText('The seller shared their phone number')).toBeVisible();
});

test('no request action on a chat-only ad', async () => {
  openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail() },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
  });
  expect(await screen.findByRole('heading', { name: 'Meera' })).toBeVisible();
  expect(screen.queryByRole('button', { name: t.requestPhone })).toBeNull();
});

test('a declined request is final: the buyer sees it and cannot ask again', async () => {
  const declined = phoneAsk({ status: 'declined', created_on: '2026-11-20T10:00:00.000Z' });
  openAt('/chat/5/9/', {
    'GET /chat/9': {
      body: detail({
        product: { ...detail().product, contact: 'phone_request' },
        phone_request: declined,
        messages: [msg(2, ME.id, '', { phone_request: declined })],
      }),
    },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
  });
  expect(await screen.findByText('The seller chose not to share their number.')).toBeVisible();
  expect(screen.queryByRole('button', { name: t.requestPhone })).toBeNull();
});

test('the seller shares from the request card; unasked, from the chat menu', async () => {
  const user = userEvent.setup();
  const RAHUL = { id: 50, name: 'Rahul' };
  const selling = (over: Partial<ChatDetail> = {}) =>
    detail({
      role: 'selling',
      other: RAHUL,
      buyer: RAHUL,
      seller: { id: ME.id, name: ME.name },
      product: { ...detail().product, contact: 'phone_request' },
      ...over,
    });
  const { api } = openAt('/chat/5/9/', {
    'GET /chat/9': {
      body: selling({ phone_request: phoneAsk(), messages: [msg(2, RAHUL.id, '', { phone_request: phoneAsk() })] }),
    },
    'POST /api/chat/9/read/': { body: { up_to: 2 } },
    'PUT /api/chat/9/phone-request/': {
      body: msg(2, RAHUL.id, '', { phone_request: phoneAsk({ status: 'approved' }) }),
    },
  });
  const log = await screen.findByRole('log');
  expect(await within(log).findByText('Share your number with Rahul?')).toBeVisible();
  // The menu offers to share too while nothing is shared.
  await user.click(screen.getByRole('button', { name: t.menu }));
  expect(screen.getByRole('button', { name: t.shareNumber })).toBeVisible();
  await user.click(within(log).getByRole('button', { name: 'Share' }));
  expect(api.calls.find((c) => c.path === '/api/chat/9/phone-request/')?.body).toEqual({ approve: true });
  expect(await within(log).findByText('You shared your phone number.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: t.menu }));
  expect(screen.queryByRole('button', { name: t.shareNumber })).toBeNull();
});

const deal = {
  id: 40,
  from: 3,
  amount_paise: 40_000_000,
  status: 'accepted' as const,
  created_on: '2026-11-25T10:00:00.000Z',
};
const myRating = {
  id: 70,
  stars: 4,
  text: 'Smooth deal.',
  author: { id: ME.id, name: ME.name },
  author_role: 'buyer' as const,
  subject_id: SELLER.id,
  created_on: '2026-11-25T11:00:00.000Z',
  edited_on: null,
  reply: null,
};

test('once the chat has a deal: "Rate Meera" opens the form and posts the rating', async () => {
  const user = userEvent.setup();
  let rated = false;
  const { api } = openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail({ deal }) },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
    'GET /api/chat/9/rating/': () => ({
      body: rated
        ? { can_rate: false, mine: myRating, editable_until: '2026-12-02T11:00:00.000Z' }
        : { can_rate: true, mine: null, editable_until: null },
    }),
    'POST /api/ratings/': () => ((rated = true), { status: 201, body: myRating }),
  });
  await user.click(await screen.findByRole('button', { name: fill(t.rating.rate, { name: 'Meera' }) }));
  await user.click(screen.getByRole('radio', { name: '4 stars out of 5' }));
  await user.type(screen.getByRole('textbox', { name: /Tell others about the deal/ }), 'Smooth deal.');
  await user.click(screen.getByRole('button', { name: 'Post rating' }));
  expect(await screen.findByText(fill(t.rating.posted, { name: 'Meera' }))).toBeVisible();
  expect(api.calls.find((c) => c.path === '/api/ratings/')?.body).toEqual({
    chat_id: 9,
    stars: 4,
    text: 'Smooth deal.',
  });
  // For a week, the rating can be edited.
  expect(await screen.findByRole('button', { name: t.rating.edit })).toBeVisible();
  expect(screen.getByRole('img', { name: '4 stars out of 5' })).toBeVisible();
});

test('"Edit your rating" within the week; the server’s refusal shows in the form', async () => {
  const user = userEvent.setup();
  const { api } = openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail({ deal }) },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
    'GET /api/chat/9/rating/': {
      body: { can_rate: false, mine: myRating, editable_until: '2026-12-02T11:00:00.000Z' },
    },
    'PUT /api/ratings/70/': { status: 403, body: { detail: 'A rating can be edited for 7 days only.' } },
  });
  await user.click(await screen.findByRole('button', { name: t.rating.edit }));
  expect(screen.getByRole('radio', { name: '4 stars out of 5' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: '2 stars out of 5' }));
  await user.click(screen.getByRole('button', { name: 'Save rating' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A rating can be edited for 7 days only.');
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ stars: 2, text: 'Smooth deal.' });
});

test('no deal, no rating: the chat asks nothing', async () => {
  const { api } = openAt('/chat/5/9/', {
    'GET /chat/9': { body: detail() },
    'POST /api/chat/9/read/': { body: { up_to: 1 } },
  });
  expect(await screen.findByRole('heading', { name: 'Meera' })).toBeVisible();
  expect(screen.queryByRole('button', { name: /Rate/ })).toBeNull();
  expect(api.calls.some((c) => c.path.endsWith('/rating/'))).toBe(false);
});
