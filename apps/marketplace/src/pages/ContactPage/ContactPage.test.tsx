import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';

import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../App';
import { CATS, fakeApi, SITE } from '../../test/fakeApi';
import { contactText } from './contactText';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

function renderContact(answer: { status?: number; body?: unknown } = { status: 201, body: { id: 1 } }) {
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, 'POST /contact/': answer });
  render(<App fetch={api.fetch} location={memoryLocation({ path: '/contact-us/' })} />);
  return api;
}

test('the contact form checks its fields before posting, then posts to /contact/', async () => {
  const user = userEvent.setup();
  const api = renderContact();
  const send = await screen.findByRole('button', { name: 'Send message' });
  await user.click(send);
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Name is required');
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
  expect(api.calls.some((c) => c.path === '/contact/')).toBe(false);

  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Rao');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'My ad is not showing.');
  await user.click(send);
  expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Enter valid email address');

  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'example.in');
  await user.click(send);
  expect(await screen.findByText(/Your message has reached us/)).toBeInTheDocument();
  const post = api.calls.find((c) => c.path === '/contact/')!;
  expect(post.method).toBe('POST');
  expect(post.body).toMatchObject({ name: 'Asha Rao', email: 'asha@example.in', message: 'My ad is not showing.' });
});

test("the server's field errors are shown on their fields", async () => {
  const user = userEvent.setup();
  renderContact({ status: 400, body: { email: ['This e-mail domain does not accept mail.', 'second'] } });
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Asha');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@nomail.example');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('This e-mail domain does not accept mail.')).toBeInTheDocument();
  expect(screen.queryByText('second')).not.toBeInTheDocument();
});

test('the support e-mail and phone come from the settings; unset, the intro points at the form', async () => {
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, '/api/site/': { body: SITE } });
  const { unmount } = render(<App fetch={api.fetch} location={memoryLocation({ path: '/contact-us/' })} />);
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('link', { name: 'support@haat.in' })).toHaveAttribute(
    'href',
    'mailto:support@haat.in',
  );
  expect(within(main).getByRole('link', { name: '+91 80 1234 5678' })).toHaveAttribute('href', 'tel:+918012345678');
  unmount();

  renderContact();
  expect(await screen.findByText(contactText.intro.none)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/Not set|SUPPORT_/);
});
