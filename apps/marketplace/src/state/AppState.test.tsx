import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { ApiProvider } from '../api/ApiProvider';
import { createApiClient } from '../api/client';
import { clientStore, SsrProvider } from '../api/ssr';
import { AppStateProvider, useAppState } from './AppState';
import { readStorage, writeStorage } from './storage';

const CATS = [
  {
    id: 1,
    slug: 'Mobiles+Tablets',
    title: 'Mobiles & Tablets',
    cat_list: [{ id: 11, slug: 'mobile-phones', title: 'Mobile Phones' }],
  },
  { id: 2, slug: 'Cars+Bikes', title: 'Cars & Bikes', cat_list: [{ id: 21, slug: 'cars', title: 'Cars' }] },
];

/** The network edge: categories always answer; the profile answers `profileStatus`. */
function network(profileStatus = 200) {
  const paths: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const path = String(url);
    paths.push(path);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path.startsWith('/api/lookup/cats/')) return json(200, CATS);
    if (path.startsWith('/api/profile/'))
      return profileStatus === 200
        ? json(200, { name: 'Asha Rao', mobile: '9876543210', wallet: 250, user_type: 'CUSTOMER' })
        : json(profileStatus, { detail: 'Invalid or expired token.' });
    return json(404, { detail: 'Not found.' });
  });
  return {
    client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, logger: { error: () => {} } }),
    paths,
  };
}

function Probe() {
  const s = useAppState();
  return (
    <div>
      <p>{s.loading ? 'loading' : 'ready'}</p>
      <p>session: {s.sessionPending ? 'pending' : 'read'}</p>
      <p>account: {s.profile ? `${s.profile.name} (${s.profile.mobile})` : 'visitor'}</p>
      <p>categories: {s.cats.map((c) => c.title).join(', ')}</p>
      <p>sub-categories: {s.subCats.map((c) => c.title).join(', ')}</p>
      <p>mobile-phones belongs to: {s.catMappings['mobile-phones']?.category.slug}</p>
      <p>location: {s.location?.name ?? 'All India'}</p>
      <button onClick={() => s.setLocation({ name: 'Pune', city: 'Pune', state: 'Maharashtra' })}>Pick Pune</button>
      <button onClick={() => s.signOut()}>Logout</button>
    </div>
  );
}

function renderApp(net: ReturnType<typeof network>) {
  return render(
    <ApiProvider client={net.client}>
      <AppStateProvider>
        <Probe />
      </AppStateProvider>
    </ApiProvider>,
  );
}

const sessionCookie = () => /(?:^|;\s*)haat_session=1/.test(document.cookie);

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'haat_session=; Path=/; Max-Age=0';
});

test('a visitor gets the categories once and no profile call', async () => {
  const net = network();
  renderApp(net);
  expect(await screen.findByText('ready')).toBeInTheDocument();
  expect(screen.getByText('categories: Mobiles & Tablets, Cars & Bikes')).toBeInTheDocument();
  expect(screen.getByText('sub-categories: Mobile Phones, Cars')).toBeInTheDocument();
  expect(screen.getByText('mobile-phones belongs to: Mobiles+Tablets')).toBeInTheDocument();
  expect(screen.getByText('account: visitor')).toBeInTheDocument();
  expect(net.paths.filter((p) => p.startsWith('/api/lookup/cats/'))).toHaveLength(1);
  expect(net.paths.some((p) => p.startsWith('/api/profile/'))).toBe(false);
});

test('a stored token loads the profile; logout clears all storage', async () => {
  writeStorage('token', 'tok');
  writeStorage('user', { name: 'Old name', mobile: '9876543210' });
  const net = network();
  renderApp(net);
  expect(await screen.findByText('account: Asha Rao (9876543210)')).toBeInTheDocument();
  expect(readStorage('user')?.name).toBe('Asha Rao');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
  expect(screen.getByText('account: visitor')).toBeInTheDocument();
  expect(localStorage.length).toBe(0);
});

test('a 401 on the profile ends the session: storage cleared, visitor again', async () => {
  writeStorage('token', 'revoked');
  writeStorage('user', { name: 'Asha', mobile: '9876543210' });
  writeStorage('location', { name: 'Pune' });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderApp(network(401));
  await waitFor(() => expect(screen.getByText('account: visitor')).toBeInTheDocument());
  expect(screen.getByText('location: All India')).toBeInTheDocument();
  expect(localStorage.length).toBe(0);
  logged.mockRestore();
});

test('the chosen location persists under the storage key `location`', async () => {
  const net = network();
  const { unmount } = renderApp(net);
  await screen.findByText('ready');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Pick Pune' }));
  expect(readStorage('location')).toEqual({ name: 'Pune', city: 'Pune', state: 'Maharashtra' });
  unmount();
  await act(async () => {
    renderApp(network());
  });
  expect(screen.getByText('location: Pune')).toBeInTheDocument();
});

test('the session cookie says only that there is a session: set with the token, gone with logout', async () => {
  writeStorage('token', 'tok');
  expect(sessionCookie()).toBe(true);
  expect(document.cookie).not.toContain('tok;');
  const net = network();
  renderApp(net);
  await screen.findByText('account: Asha Rao (9876543210)');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
  expect(sessionCookie()).toBe(false);
});

test('a session stored before the cookie existed gets it; a stale cookie without a token goes', async () => {
  localStorage.setItem('token', 'old-tok');
  renderApp(network());
  await screen.findByText('ready');
  expect(sessionCookie()).toBe(true);
  localStorage.clear();
  renderApp(network());
  await waitFor(() => expect(sessionCookie()).toBe(false));
});

test('a page rendered for a browser with a session keeps the account pending until hydration reads it', async () => {
  writeStorage('token', 'tok');
  writeStorage('user', { name: 'Asha Rao', mobile: '9876543210' });
  const store = clientStore({ location: null, renderedAt: Date.now(), signedIn: true });
  const seen: string[] = [];
  function Recorder() {
    const s = useAppState();
    seen.push(`${s.sessionPending ? 'pending' : 'read'}:${s.profile ? s.profile.name : 'visitor'}`);
    return null;
  }
  const net = network();
  render(
    <ApiProvider client={net.client}>
      <SsrProvider store={store}>
        <AppStateProvider>
          <Recorder />
        </AppStateProvider>
      </SsrProvider>
    </ApiProvider>,
  );
  await waitFor(() => expect(seen.at(-1)).toBe('read:Asha Rao'));
  // the first render matches the server's (no account), without ever claiming a visitor
  expect(seen[0]).toBe('pending:visitor');
  expect(seen).not.toContain('read:visitor');
});
