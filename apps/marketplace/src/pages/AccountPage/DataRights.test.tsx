import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultDeleteAccountDialogText as dialog } from '@haat/ui';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Consent } from '../../api/types';
import { readStorage, writeStorage } from '../../state/storage';
import { emptyPage, type Routes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { SAMPLE_WALLET, sampleSessions } from '../../test/sellerApi';
import { fill } from '../shared/fill';
import { dataRightsText as t } from './dataRightsText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const ME = {
  id: 7,
  name: 'Asha Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  email_verified: true,
  has_password: true,
  wallet: 250,
  user_type: 'CUSTOMER',
};

const consent = (over: Partial<Consent> & Pick<Consent, 'kind'>): Consent => ({
  given: false,
  version: null,
  given_at: null,
  withdrawn_at: null,
  current_version: '2026-11-28',
  withdrawable: false,
  givable: false,
  ...over,
});

const CONSENTS: Consent[] = [
  consent({
    kind: 'terms',
    given: true,
    version: '2026-11-01',
    given_at: '2026-11-21T06:30:00Z',
    current_version: '2026-11-01',
  }),
  consent({ kind: 'privacy', given: true, version: '2026-11-28', given_at: '2026-11-21T06:30:00Z' }),
  consent({ kind: 'marketing_sms', givable: true }),
  consent({ kind: 'marketing_push', givable: true }),
  consent({
    kind: 'phone_sharing',
    given: true,
    version: '2026-11-28',
    given_at: '2026-11-22T10:00:00Z',
    withdrawable: true,
  }),
];

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ME);
  URL.createObjectURL = vi.fn(() => 'blob:haat-data');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.useRealTimers());

function open(routes: Routes = {}) {
  return renderApp('/my-account/', {
    'GET /api/profile/': { body: ME },
    'GET /api/favorite/': { body: emptyPage },
    'GET /api/wallet/': { body: SAMPLE_WALLET },
    'GET /api/sessions/': { body: { ...emptyPage, count: 3, results: sampleSessions() } },
    'GET /api/profile/consents/': { body: { results: CONSENTS } },
    ...routes,
  });
}

test('Download my data fetches the file, saves it and says so; a refusal is told', async () => {
  const user = userEvent.setup();
  let allowed = true;
  const { api } = open({
    'GET /api/profile/export/': () =>
      allowed
        ? { body: { format: 'haat-data-export/1' } }
        : { status: 429, body: { detail: 'Try again later.', retry_after: 600 } },
  });
  const panel = await screen.findByRole('region', { name: t.downloadTitle });
  await user.click(within(panel).getByRole('button', { name: t.download }));
  expect(await within(panel).findByRole('status')).toHaveTextContent(/haat-data-\d{4}-\d{2}-\d{2}\.json/);
  expect(URL.createObjectURL).toHaveBeenCalledOnce();
  const calls = api.calls.filter((c) => c.path === '/api/profile/export/');
  expect(calls.map((c) => c.query.get('format'))).toEqual(['json']);
  allowed = false;
  await user.click(within(panel).getByRole('button', { name: t.download }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Try again later.');
});

test('Download with photos asks for the zip, saves it as .zip and says so; a refusal is told', async () => {
  const user = userEvent.setup();
  let allowed = true;
  const { api } = open({
    'GET /api/profile/export/': () =>
      allowed ? { body: 'PK' } : { status: 429, body: { detail: 'Try again later.', retry_after: 600 } },
  });
  const panel = await screen.findByRole('region', { name: t.downloadTitle });
  await user.click(within(panel).getByRole('button', { name: t.downloadZip }));
  expect(await within(panel).findByRole('status')).toHaveTextContent(/haat-data-\d{4}-\d{2}-\d{2}\.zip/);
  expect(URL.createObjectURL).toHaveBeenCalledOnce();
  const calls = api.calls.filter((c) => c.path === '/api/profile/export/');
  expect(calls.map((c) => c.query.get('format'))).toEqual(['zip']);
  allowed = false;
  await user.click(within(panel).getByRole('button', { name: t.downloadZip }));
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Try again later.');
  // Either button again after a refusal: the JSON one still works the same way.
  expect(within(panel).getByRole('button', { name: t.download })).toBeEnabled();
});

test('Consents: each with its version and time; phone sharing withdraws, marketing is agreed to', async () => {
  const user = userEvent.setup();
  const { api } = open({
    'POST /api/profile/consents/phone_sharing/withdraw/': {
      body: {
        results: CONSENTS.map((c) =>
          c.kind === 'phone_sharing'
            ? { ...c, given: false, withdrawn_at: '2026-11-22T11:00:00Z', withdrawable: false }
            : c,
        ),
      },
    },
  });
  const panel = await screen.findByRole('region', { name: t.consentsTitle });
  const rows = await within(panel).findAllByRole('listitem');
  expect(rows).toHaveLength(5);
  expect(rows[0]).toHaveTextContent(`${t.kinds.terms}Version 2026-11-01, agreed on 21 Nov 2026, 12:00 pm`);
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  expect(rows[2]).toHaveTextContent(t.neverGiven);
  expect(
    within(rows[2]!).getByRole('button', { name: fill(t.giveLabel, { kind: t.kinds.marketing_sms }) }),
  ).toBeVisible();
  await user.click(
    within(rows[4]!).getByRole('button', { name: fill(t.withdrawLabel, { kind: t.kinds.phone_sharing }) }),
  );
  await waitFor(() =>
    expect(within(panel).getAllByRole('listitem')[4]).toHaveTextContent('withdrawn on 22 Nov 2026, 4:30 pm'),
  );
  expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/profile/consents/phone_sharing/withdraw/')).toBe(
    true,
  );
});

test('Delete my account: password and the balance given up, then signed out and sent home', async () => {
  const user = userEvent.setup();
  let tries = 0;
  const { api, location } = open({
    'DELETE /api/profile/': () =>
      ++tries === 1
        ? { status: 400, body: { password: ['That password is wrong.'] } }
        : { body: { detail: 'Deleted.' } },
  });
  const panel = await screen.findByRole('region', { name: t.deleteTitle });
  await waitFor(() => expect(within(panel).getByRole('button', { name: t.deleteButton })).toBeEnabled());
  await user.click(within(panel).getByRole('button', { name: t.deleteButton }));
  await screen.findByRole('dialog', { name: dialog.title });
  await user.type(screen.getByLabelText(dialog.password), 'wrong-one');
  await user.click(screen.getByRole('checkbox', { name: fill(dialog.forfeit, { balance: '₹250' }) }));
  await user.click(screen.getByRole('button', { name: dialog.continue }));
  await user.click(await screen.findByRole('button', { name: dialog.confirm }));
  const password = await screen.findByLabelText(dialog.password);
  await waitFor(() => expect(password).toHaveAccessibleDescription('That password is wrong.'));
  await user.clear(password);
  await user.type(password, 'secret-pass-1');
  await user.click(screen.getByRole('button', { name: dialog.continue }));
  await user.click(await screen.findByRole('button', { name: dialog.confirm }));
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/'));
  expect(readStorage('token')).toBeUndefined();
  expect(api.calls.filter((c) => c.method === 'DELETE').at(-1)!.body).toEqual({
    password: 'secret-pass-1',
    forfeit_balance: true,
  });
});
