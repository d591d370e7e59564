import { configure, render, screen, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../App';
import { CATS, fakeApi, SITE } from '../../test/fakeApi';
import { termsText } from './termsText';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

function renderTerms(site?: typeof SITE) {
  const api = fakeApi({ '/api/lookup/cats/': { body: CATS }, ...(site ? { '/api/site/': { body: site } } : {}) });
  render(<App fetch={api.fetch} location={memoryLocation({ path: '/Terms+Conditions/' })} />);
  return api;
}

test('the terms name the operator and the Grievance Officer from the server, with the IT Rules timelines', async () => {
  const api = renderTerms(SITE);
  const page = await screen.findByRole('article', { name: termsText.title });
  expect(await within(page).findByText('Meera Iyer')).toBeInTheDocument();
  expect(within(page).getByText('Haat Marketplace Private Limited')).toBeInTheDocument();
  expect(within(page).getByRole('link', { name: 'grievance@haat.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@haat.in',
  );
  expect(within(page).getByRole('link', { name: '+91 80 1234 5678' })).toHaveAttribute('href', 'tel:+918012345678');
  const grievance = within(page).getByRole('heading', { level: 2, name: termsText.grievance.heading });
  expect(grievance.closest('section')).toHaveTextContent(/acknowledge your complaint within 24 hours/);
  expect(grievance.closest('section')).toHaveTextContent(/resolve it within 15 days/);
  // The footer and the page share one request.
  expect(api.calls.filter((c) => c.path === '/api/site/')).toHaveLength(1);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'support@haat.in' })).toHaveAttribute(
    'href',
    'mailto:support@haat.in',
  );
});

test('the terms cover the intermediary role, OTP accounts, prohibited content and every paid feature', async () => {
  renderTerms(SITE);
  const page = await screen.findByRole('article', { name: termsText.title });
  const headings = within(page).getAllByRole('heading');
  expect(headings[0]).toHaveProperty('tagName', 'H1');
  expect(headings.slice(1).every((h) => h.tagName === 'H2')).toBe(true);
  // "On this page" links to every section.
  const contents = within(page).getByRole('navigation', { name: termsText.contents });
  for (const heading of headings.slice(1)) {
    expect(within(contents).getByRole('link', { name: heading.textContent! })).toHaveAttribute(
      'href',
      `#${heading.id}`,
    );
  }
  expect(page).toHaveTextContent(/intermediary under the Information Technology Act, 2000/);
  expect(page).toHaveTextContent(/one-time password \(OTP\)/);
  expect(page).toHaveTextContent(/is harmful to children/);
  const paid = termsText.sections.paid;
  for (const text of [paid.wallet, paid.featured, paid.cashback, paid.banners]) expect(page).toHaveTextContent(text);
  expect(within(page).getByRole('link', { name: paid.pricingLink })).toHaveAttribute('href', '/pricing/');
});

test('on a server without the settings, unset ones are left out: no setting names, nothing invented', async () => {
  renderTerms();
  const page = await screen.findByRole('article', { name: termsText.title });
  // The contact sentence falls back to the form once the settings have answered.
  expect(await within(page).findByRole('link', { name: termsText.contact.form })).toHaveAttribute(
    'href',
    '/contact-us/',
  );
  expect(page).not.toHaveTextContent(/Not set|GRIEVANCE_OFFICER|OPERATOR_|SUPPORT_EMAIL/);
  expect(within(page).queryByText(termsText.grievance.nameLabel)).toBeNull();
  expect(within(page).queryByText(termsText.operatorLabel)).toBeNull();
  expect(within(page).queryByRole('link', { name: /@/ })).toBeNull();
  expect(document.body).not.toHaveTextContent(/haat\.example|4567 8900/);
  // The footer leaves its Support column out rather than show a made-up address.
  expect(within(screen.getByRole('contentinfo')).queryByRole('heading', { name: 'Support' })).toBeNull();
});
