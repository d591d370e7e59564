import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../App';
import { CATS, fakeApi, SITE } from '../../test/fakeApi';
import { privacyText } from './privacyText';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

function renderPrivacy(site?: typeof SITE) {
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, ...(site ? { '/api/site/': { body: site } } : {}) });
  render(<App fetch={api.fetch} location={memoryLocation({ path: '/PrivacyPolicy/' })} />);
}

test('the policy says what is collected, why, for how long, and the rights under the DPDP Act', async () => {
  renderPrivacy(SITE);
  const page = await screen.findByRole('article', { name: privacyText.title });
  const headings = within(page).getAllByRole('heading');
  expect(headings.map((h) => h.tagName)).toEqual(['H1', ...Array(headings.length - 1).fill('H2')]);
  expect(page).toHaveTextContent(/Digital Personal Data Protection Act, 2023/);
  for (const collected of [/Mobile number/, /Chats/, /Location choice/, /Razorpay/]) {
    expect(page).toHaveTextContent(collected);
  }
  const rights = within(page).getByRole('heading', { name: privacyText.sections.rights.heading }).closest('section')!;
  for (const right of [/access a summary/, /corrected/, /erased/, /grievance/, /nominate another person/]) {
    expect(rights).toHaveTextContent(right);
  }
  expect(within(page).getByRole('heading', { name: privacyText.sections.retention.heading })).toBeInTheDocument();
});

test('consent and grievances go to the Grievance Officer from the settings', async () => {
  renderPrivacy(SITE);
  const contact = (await screen.findByRole('heading', { level: 2, name: privacyText.contact.heading })).closest(
    'section',
  )!;
  expect(await within(contact).findByText('Meera Iyer')).toBeInTheDocument();
  expect(within(contact).getByRole('link', { name: 'grievance@haat.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@haat.in',
  );
  expect(screen.getByRole('article')).toHaveTextContent(/Data Fiduciary\s*Haat Marketplace Private Limited/);
});

test('unset settings are left out of the page, never named', async () => {
  renderPrivacy();
  const contact = (await screen.findByRole('heading', { level: 2, name: privacyText.contact.heading })).closest(
    'section',
  )!;
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  expect(within(contact).queryByText(privacyText.contact.nameLabel)).toBeNull();
  expect(screen.getByRole('article')).not.toHaveTextContent(/Not set|GRIEVANCE_OFFICER|OPERATOR_/);
  expect(within(contact).queryByRole('link')).toBeNull();
});
