import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App';
import { writeStorage } from '../state/storage';
import { CATS, emptyPage, fakeApi, type Routes } from './fakeApi';
import { fakeSocket } from './fakeSocket';

/** The signed-in buyer of the chat screens' tests. */
export const BUYER = {
  id: 7,
  name: 'Rahul',
  mobile: '9876543210',
  email: null,
  email_verified: false,
  has_password: true,
  wallet: 0,
  user_type: 'CUSTOMER',
};

export function signInBuyer() {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', BUYER);
}

/**
 * The whole app at `path`, signed in as BUYER, over a fake API (profile, unread counts and
 * `routes`) and a fake chat socket the test drives with `socket.emit(frame)`.
 */
export function renderChatApp(path: string, routes: Routes, unread = 0) {
  const api = fakeApi({
    '/api/lookup/cats/': { body: CATS },
    '/api/profile/': { body: BUYER },
    'GET /api/chat/unread/': { body: { unread } },
    'GET /api/notification/': { body: { ...emptyPage, unread_count: 0 } },
    ...routes,
  });
  const location = memoryLocation({ path, record: true });
  const socket = fakeSocket();
  render(<App fetch={api.fetch} location={location} socket={socket} />);
  return { api, location, socket };
}
