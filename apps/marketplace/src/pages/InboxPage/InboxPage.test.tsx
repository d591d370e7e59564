import type { ChatSummary } from '@haat/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderChatApp, signInBuyer } from '../../test/chatApp';
import { emptyPage, type Routes } from '../../test/fakeApi';
import { inboxText as t } from './inboxText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(signInBuyer);

const summary = (id: number, role: 'buying' | 'selling', name: string, text: string, unread: number): ChatSummary => ({
  id,
  product: { id: 100 + id, title: `Ad ${id}`, price: 1000, thumbnail: null, status: 'active', contact: 'chat' },
  role,
  other: { id: 50 + id, name },
  last_message: {
    id: id * 10,
    client_id: 'c',
    sender: 50 + id,
    text,
    image: null,
    created_on: '2026-11-25T10:00:00.000Z',
    safety_tip: false,
    warning: null,
    offer: null,
    phone_request: null,
  },
  unread,
  last_activity: '2026-11-25T10:00:00.000Z',
  blocked_by_me: false,
  blocked_by_them: false,
  read_up_to: 0,
  deal: null,
  phone_request: null,
  phone: null,
});

const openInbox = (routes: Routes) => renderChatApp('/inbox/', routes, 2);

test('the inbox lists my chats with unread counts, filters by role, and updates live', async () => {
  const user = userEvent.setup();
  let chats = [summary(1, 'buying', 'Meera', 'It is available', 2), summary(2, 'selling', 'Kiran', 'Last price?', 0)];
  const { api, socket } = openInbox({
    'GET /api/chat/': ({ query }) => {
      const role = query.get('role');
      const results = chats.filter((c) => !role || c.role === role);
      return { body: { ...emptyPage, count: results.length, results } };
    },
  });
  const list = await screen.findByRole('list', { name: t.tabsLabel });
  expect(within(list).getByRole('link', { name: /Meera/ })).toHaveAttribute('href', '/chat/101/1/');
  expect(within(list).getByText('2 unread messages')).toBeInTheDocument();
  // The header's Inbox and the bottom bar's Inbox show the total unread.
  const badges = await screen.findAllByRole('link', { name: /Inbox\s*2\s*unread/ });
  expect(badges.map((a) => a.getAttribute('href'))).toContain('/inbox/');

  await user.click(screen.getByRole('tab', { name: t.tabs.selling }));
  await waitFor(() => expect(api.calls.at(-1)?.query.get('role')).toBe('selling'));
  expect(await screen.findByRole('link', { name: /Kiran/ })).toBeVisible();
  expect(screen.queryByRole('link', { name: /Meera/ })).toBeNull();

  chats = [summary(2, 'selling', 'Kiran', 'Can we meet today?', 1), ...chats.slice(0, 1)];
  socket.emit({ type: 'message', chat_id: 2, message: chats[0]!.last_message! });
  expect(await screen.findByText('Can we meet today?')).toBeVisible();
});

test('a chat whose last message is a phone request says so', async () => {
  const asked = summary(3, 'selling', 'Rahul', '', 1);
  asked.last_message!.phone_request = {
    id: 1,
    asked: true,
    status: 'pending',
    created_on: '2026-11-25T10:00:00.000Z',
    answered_on: null,
  };
  openInbox({ 'GET /api/chat/': { body: { ...emptyPage, count: 1, results: [asked] } } });
  const list = await screen.findByRole('list', { name: t.tabsLabel });
  expect(within(list).getByText(t.phoneRequest)).toBeInTheDocument();
  expect(within(list).queryByText(t.photo)).toBeNull();
});

test('no chats: a clear empty state with a way to browse', async () => {
  openInbox({ 'GET /api/chat/': { body: emptyPage } });
  expect(await screen.findByText(t.empty.all)).toBeVisible();
  expect(screen.getByRole('link', { name: t.browse })).toHaveAttribute('href', '/search/');
});

test('a failed load says so and tries again', async () => {
  const user = userEvent.setup();
  let fail = true;
  openInbox({ 'GET /api/chat/': () => (fail ? { status: 500, body: {} } : { body: emptyPage }) });
  expect(await screen.findByText(t.error)).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: t.retry }));
  expect(await screen.findByText(t.empty.all)).toBeVisible();
});
