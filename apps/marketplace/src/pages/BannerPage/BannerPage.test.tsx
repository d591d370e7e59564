import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import type * as uploads from '../../api/uploads';
import { writeStorage } from '../../state/storage';
import { bannerServer, sampleBanner } from '../../test/bannerApi';
import { renderApp } from '../../test/renderApp';
import { SELLER } from '../../test/sellerApi';
import { bannerText as t } from './bannerText';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

// The PUT of the image's bytes goes by XMLHttpRequest (for progress): stand in for the storage server.
vi.mock('../../api/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof uploads>()),
  putFile: vi.fn(async (signed: { path: string }) => ({ card: `https://img.test/${signed.path}.320.webp` })),
}));

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', SELLER);
});

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const dayName = (d: Date) => `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;

/** Picks a day in the open calendar, moving to the next month when it is not shown. */
async function pickDay(user: ReturnType<typeof userEvent.setup>, d: Date) {
  const name = new RegExp(`^${dayName(d)}`);
  if (!screen.queryByRole('button', { name })) await user.click(screen.getByRole('button', { name: /next month/i }));
  await user.click(await screen.findByRole('button', { name }));
}

test('a new banner: upload, link, title and dates, with the price; sent with API dates', async () => {
  const user = userEvent.setup();
  const server = bannerServer([], 10_000);
  const { api, location } = renderApp('/banner/', server.routes);
  expect(await screen.findByText('Choose the dates to see the price (₹49 a day).')).toBeInTheDocument();

  await user.upload(screen.getByLabelText(/Drag and drop/), new File(['png'], 'diwali.png', { type: 'image/png' }));
  expect(await screen.findByRole('figure')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /^Link/ }), 'https://sharma-electronics.example.in/diwali');
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Diwali sale at Sharma Electronics');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Pune');

  const start = new Date();
  start.setDate(start.getDate() + 1);
  const end = new Date(start);
  end.setDate(end.getDate() + 4);
  await user.click(screen.getByRole('button', { name: /^Dates/ }));
  await pickDay(user, start);
  await pickDay(user, end);
  expect(await screen.findByText('5 days × ₹49 a day = ₹245')).toBeInTheDocument();
  expect(screen.getByText(/Top up ₹145 before it is approved\./)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: t.submit }));
  const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/api/banner/');
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  expect(sent?.body).toEqual({
    image: 'assets/7/abc-diwali.png',
    link: 'https://sharma-electronics.example.in/diwali',
    title: 'Diwali sale at Sharma Electronics',
    city: 'Pune',
    start_date: iso(start),
    end_date: iso(end),
  });
  expect(location.history.at(-1)).toMatch(/^\/my-banners\/\?saved=\d+$/);
});

test('a javascript: link and a missing image are caught before sending', async () => {
  const user = userEvent.setup();
  const { api } = renderApp('/banner/', bannerServer([]).routes);
  await user.type(await screen.findByRole('textbox', { name: /^Link/ }), 'javascript:alert(1)');
  await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Sale');
  await user.click(screen.getByRole('button', { name: t.submit }));
  expect(screen.getByRole('textbox', { name: /^Link/ })).toHaveAccessibleDescription(
    new RegExp(t.linkInvalid.replace('.', '\\.')),
  );
  // The first field in error takes the focus: the image, above the link.
  expect(screen.getByLabelText(/Drag and drop/)).toHaveFocus();
  expect(screen.getByText(t.imageRequired)).toBeInTheDocument();
  expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/banner/')).toBe(false);
});

test('editing a rejected banner keeps its values and shows the server refusing the image', async () => {
  const user = userEvent.setup();
  const rejected = sampleBanner(1004, {
    status: 'rejected',
    reject_reason: 'Blurry',
    start_date: '2030-01-10',
    end_date: '2030-01-12',
  });
  const server = bannerServer([rejected]);
  renderApp('/banner/?id=1004', {
    ...server.routes,
    'PUT /api/banner/1004/': {
      status: 400,
      body: { image: ['Use an image at least 1200 × 300 pixels, four times as wide as it is tall.'] },
    },
  });
  expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Diwali sale at Sharma Electronics 1004');
  expect(screen.getByText('3 days × ₹49 a day = ₹147')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: t.saveEdit }));
  const form = screen.getByRole('form', { name: t.titleEdit });
  expect(await within(form).findByText(/four times as wide as it is tall/)).toBeInTheDocument();
});

test("someone else's banner id says it is not found", async () => {
  renderApp('/banner/?id=42', bannerServer().routes);
  expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
});

test('an image too small or not 4:1 is refused as it is chosen, before any upload; a fitting one is sent', async () => {
  const user = userEvent.setup();
  const sizes = new Map([
    ['small.png', { width: 800, height: 200 }],
    ['square.png', { width: 1200, height: 1200 }],
    ['wide.png', { width: 1600, height: 400 }],
  ]);
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (file: File) => ({ ...sizes.get(file.name)!, close: () => undefined })),
  );
  try {
    const { api } = renderApp('/banner/', bannerServer([], 10_000).routes);
    await screen.findByText('Choose the dates to see the price (₹49 a day).');
    const field = () => screen.getByRole('group', { name: /^Banner image/ });
    const signed = () => api.calls.filter((c) => c.path === '/api/get-signed-url/').length;

    await user.upload(screen.getByLabelText(/Drag and drop/), new File(['png'], 'small.png', { type: 'image/png' }));
    expect(await within(field()).findByText(/This image is 800 × 200 pixels\./)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Drag and drop/), new File(['png'], 'square.png', { type: 'image/png' }));
    expect(await within(field()).findByText(/This image is 1200 × 1200 pixels\./)).toBeInTheDocument();
    expect(signed()).toBe(0);
    expect(screen.queryByRole('figure')).toBeNull();

    await user.upload(screen.getByLabelText(/Drag and drop/), new File(['png'], 'wide.png', { type: 'image/png' }));
    expect(await screen.findByRole('figure')).toBeInTheDocument();
    expect(signed()).toBe(1);
    expect(within(field()).queryByText(/This image is/)).toBeNull();
  } finally {
    vi.unstubAllGlobals();
  }
});
