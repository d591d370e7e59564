import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { GEOLOCATION_UNSUPPORTED } from '@haat/ui';
import type * as uploads from '../../api/uploads';
import { writeStorage } from '../../state/storage';
import { makeAd } from '../../test/ads';
import { CATS, type Routes } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { CATS_WITH_PROPERTIES, postAdRoutes } from '../../test/sellerApi';
import { postAdText as t } from './postAdText';

// The PUT of a photo's bytes goes by XMLHttpRequest (for progress): stand in for the storage server.
vi.mock('../../api/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof uploads>()),
  putFile: vi.fn(async (signed: { path: string }) => ({ card: `https://img.test/${signed.path}.card.webp` })),
}));

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

const ME = { id: 7, name: 'Asha Rao', mobile: '9876543210' };

beforeEach(() => {
  localStorage.clear();
  writeStorage('token', 'tok');
  writeStorage('user', ME);
});

function renderAt(path: string, routes: Routes = {}) {
  return renderApp(path, {
    ...postAdRoutes(),
    '/api/profile/': { body: ME },
    '/api/products/41/': {
      body: makeAd(41, { owner: { id: 7, name: 'Asha Rao', member_since: '2025-01-10T00:00:00.000Z' } }),
    },
    ...routes,
  });
}

const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

async function fillCar(user: ReturnType<typeof userEvent.setup>) {
  // The categories arrive after the form: wait for the option, not only the box.
  const category = await screen.findByRole('combobox', { name: /^Category/ });
  await within(category).findByRole('option', { name: 'Cars & Bikes' });
  await user.selectOptions(category, 'Cars+Bikes');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Sub-category/ }), 'cars');
  const brand = screen.getByRole('combobox', { name: t.brand });
  await within(brand).findByRole('option', { name: 'Tata' });
  await user.selectOptions(brand, 'Tata');
  await user.type(screen.getByRole('textbox', { name: t.year }), '2019');
  await user.selectOptions(screen.getByRole('combobox', { name: t.fuel }), 'Diesel');
  await user.type(screen.getByRole('textbox', { name: /^Ad title/ }), 'Tata Nexon XZ+');
  await user.type(screen.getByRole('textbox', { name: /^Price/ }), '725000');
}

test('posts a car with details, two photos in the chosen order and a place, then offers to feature it', async () => {
  const user = userEvent.setup();
  const { api, location } = renderAt('/post-free-ad/', {
    'POST /api/product/': { status: 201, body: makeAd(41) },
  });
  expect(await screen.findByRole('heading', { level: 1, name: t.titlePost })).toBeInTheDocument();
  await fillCar(user);
  expect(screen.getByRole('textbox', { name: /^Price/ })).toHaveValue('7,25,000');

  await user.upload(screen.getByLabelText(/Drag and drop/), photo('front.jpg'));
  await screen.findByRole('img', { name: 'Photo 1 of 1' });
  await user.upload(screen.getByLabelText(/Drag and drop/), photo('side.jpg'));
  await user.click(await screen.findByRole('button', { name: 'Make cover: Photo 2 of 2' }));

  await user.type(screen.getByRole('textbox', { name: /^City or area/ }), 'Pun');
  await user.click(await screen.findByRole('button', { name: 'Pune, Maharashtra' }));
  // A new ad gives the number on request, prefilled with my mobile.
  expect(screen.getByRole('combobox', { name: /^Buyers can reach me by/ })).toHaveValue('phone_request');
  expect(screen.getByRole('textbox', { name: /Phone number|^My phone/ })).toHaveValue('98765 43210');

  await user.click(screen.getByRole('button', { name: t.submitPost }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/view/41/?posted=1'));
  const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/product/')!;
  expect(post.body).toEqual({
    title: 'Tata Nexon XZ+',
    description: '',
    price: 725000,
    category: 'Cars+Bikes',
    sub_category: 'cars',
    images: ['assets/7/p2.jpg', 'assets/7/p1.jpg'],
    documents: [],
    city: 'Pune',
    state: 'Maharashtra',
    area: '',
    lat: 18.5,
    lng: 73.8,
    data: { brand: 'Tata', year: 2019, fuel: 'Diesel' },
    contact: 'phone_request',
    phone: '+91 9876543210',
  });
  expect(await screen.findByRole('link', { name: t.makeFeatured })).toHaveAttribute('href', '/make-featured/41/');
  expect(localStorage.getItem('ad-draft:7')).toBeNull();
});

test('a flat carries a floor plan, uploaded privately; a phone ad carries none', async () => {
  const user = userEvent.setup();
  const { api, location } = renderAt('/post-free-ad/', {
    '/api/lookup/cats/': { body: CATS_WITH_PROPERTIES },
    'POST /api/document/': ({ body }) => ({
      status: 201,
      body: {
        id: 88,
        title: (body as { title: string }).title,
        name: 'Floor-plan.pdf',
        path: (body as { path: string }).path,
        document_type: 'ad',
        size: 3,
        is_public: false,
        created_on: '2026-11-27T10:00:00.000Z',
        url: '/api/document/88/file/',
      },
    }),
    'POST /api/product/': { status: 201, body: makeAd(41) },
  });
  const category = await screen.findByRole('combobox', { name: /^Category/ });
  await within(category).findByRole('option', { name: 'Properties' });
  // No documents for a phone.
  await user.selectOptions(category, 'Mobiles+Tablets');
  expect(screen.queryByRole('heading', { name: t.sectionDocuments })).toBeNull();

  await user.selectOptions(category, 'Properties');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Sub-category/ }), 'houses-apartments');
  expect(screen.getByRole('heading', { name: t.sectionDocuments })).toBeInTheDocument();
  expect(screen.getByText(t.documentsHintProperties)).toBeInTheDocument();
  const pdf = new File(['pdf'], 'Floor plan.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText(/Drag and drop documents/), pdf);
  expect(await screen.findByRole('link', { name: 'Floor plan.pdf' })).toHaveAttribute('href', '/api/document/88/file/');
  const signed = api.calls.find((c) => c.path === '/api/get-signed-url/')!;
  expect(signed.body).toEqual({
    file_name: 'Floor plan.pdf',
    file_type: 'application/pdf',
    public: false,
    type: 'documents',
  });
  const recorded = api.calls.find((c) => c.path === '/api/document/')!;
  expect(recorded.body).toMatchObject({ title: 'Floor plan.pdf', is_public: false });

  await user.type(screen.getByRole('textbox', { name: /^Ad title/ }), '2 BHK in Kothrud');
  await user.type(screen.getByRole('textbox', { name: /^Price/ }), '8500000');
  await user.type(screen.getByRole('textbox', { name: /^City or area/ }), 'Pun');
  await user.click(await screen.findByRole('button', { name: 'Pune, Maharashtra' }));
  await user.click(screen.getByRole('button', { name: t.submitPost }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/view/41/?posted=1'));
  const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/product/')!;
  expect(post.body).toMatchObject({ category: 'Properties', documents: [88] });
});

test('a car from the year 3020 is stopped before sending, with the bounds the server checks', async () => {
  const user = userEvent.setup();
  const { api } = renderAt('/post-free-ad/', { 'POST /api/product/': { status: 201, body: makeAd(41) } });
  await fillCar(user);
  const year = screen.getByRole('textbox', { name: t.year });
  await user.clear(year);
  await user.type(year, '3020');
  await user.type(screen.getByRole('textbox', { name: /^City or area/ }), 'Pun');
  await user.click(await screen.findByRole('button', { name: 'Pune, Maharashtra' }));
  await user.click(screen.getByRole('button', { name: t.submitPost }));
  const next = new Date().getFullYear() + 1;
  await waitFor(() => expect(year).toHaveAccessibleDescription(`Enter a year from 1950 to ${next}.`));
  expect(api.calls.some((c) => c.path === '/api/product/')).toBe(false);
});

test('checks the required fields first, then shows the server’s first message under each field and focuses it', async () => {
  const user = userEvent.setup();
  const { api } = renderAt('/post-free-ad/', {
    'POST /api/product/': {
      status: 400,
      body: { 'data.year': ['Number must be at most 2027', 'second'], title: ['Too spammy'] },
    },
  });
  await user.click(await screen.findByRole('button', { name: t.submitPost }));
  expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveFocus();
  expect(screen.getByRole('textbox', { name: /^Ad title/ })).toHaveAccessibleDescription(/Ad title is required/);
  expect(api.calls.some((c) => c.path === '/api/product/')).toBe(false);

  await fillCar(user);
  await user.type(screen.getByRole('textbox', { name: /^City or area/ }), 'Pun');
  await user.click(await screen.findByRole('button', { name: 'Pune, Maharashtra' }));
  await user.click(screen.getByRole('button', { name: t.submitPost }));
  const year = screen.getByRole('textbox', { name: t.year });
  await waitFor(() => expect(year).toHaveAccessibleDescription('Number must be at most 2027'));
  expect(screen.queryByText('second')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Ad title/ })).toHaveAccessibleDescription(/Too spammy/);
  await waitFor(() => expect(year).toHaveFocus());

  // Mending one field leaves focus where the user is typing, though another field is still invalid.
  const title = screen.getByRole('textbox', { name: /^Ad title/ });
  await user.type(title, ' 2019');
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(title).toHaveFocus();
  expect(title).toHaveValue('Tata Nexon XZ+ 2019');
});

test('the draft survives a reload, per user', async () => {
  const user = userEvent.setup();
  renderAt('/post-free-ad/');
  await user.type(await screen.findByRole('textbox', { name: /^Ad title/ }), 'Study table');

  // Another account on the same browser starts from an empty form.
  cleanup();
  const other = { id: 8, name: 'Ravi Kumar', mobile: '9123456780' };
  writeStorage('user', other);
  renderAt('/post-free-ad/', { '/api/profile/': { body: other } });
  expect(await screen.findByRole('textbox', { name: /^Ad title/ })).toHaveValue('');
  expect(screen.queryByText(t.draftRestored)).toBeNull();

  cleanup();
  writeStorage('user', ME);
  renderAt('/post-free-ad/');
  expect(await screen.findByRole('textbox', { name: /^Ad title/ })).toHaveValue('Study table');
  expect(screen.getByText(t.draftRestored)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: t.discardDraft }));
  expect(screen.getByRole('textbox', { name: /^Ad title/ })).toHaveValue('');
});

/** The search's "Post the first Cars ad in Lucknow" (PlaceEmpty) opens the form here. */
const CARS_IN_ADDRESS = '/post-free-ad/?category=Cars%2BBikes&sub_category=cars';

async function expectChosen(category: string, subCategory: string) {
  const box = await screen.findByRole('combobox', { name: /^Category/ });
  await waitFor(() => expect(box).toHaveDisplayValue(category));
  expect(screen.getByRole('combobox', { name: /^Sub-category/ })).toHaveDisplayValue(subCategory);
}

test('a link naming a category and sub-category opens the form with both chosen and their fields shown', async () => {
  const user = userEvent.setup();
  // The place page the link was on (/lucknow/) chose Lucknow as the location.
  writeStorage('location', { name: 'Lucknow', city: 'Lucknow', state: 'Uttar Pradesh', lat: 26.84, lng: 80.92 });
  renderAt(CARS_IN_ADDRESS);
  await expectChosen('Cars & Bikes', 'Cars');
  expect(screen.getByRole('textbox', { name: /^City or area/ })).toHaveValue('Lucknow, Uttar Pradesh');
  const brand = screen.getByRole('combobox', { name: t.brand });
  expect(screen.getByRole('textbox', { name: t.year })).toHaveValue('');
  expect(screen.queryByText(t.draftRestored)).toBeNull();
  // Nothing the seller wrote yet: no draft to offer back next time.
  expect(localStorage.getItem('ad-draft:7')).toBeNull();

  await within(brand).findByRole('option', { name: 'Tata' });
  await user.selectOptions(brand, 'Tata');
  expect(JSON.parse(localStorage.getItem('ad-draft:7')!)).toMatchObject({
    category: 'Cars+Bikes',
    subCategory: 'cars',
    details: { brand: 'Tata' },
  });
});

test('the ad the seller was writing wins over the category in the link', async () => {
  const user = userEvent.setup();
  renderAt('/post-free-ad/');
  const category = await screen.findByRole('combobox', { name: /^Category/ });
  await within(category).findByRole('option', { name: 'Mobiles & Tablets' });
  await user.selectOptions(category, 'Mobiles+Tablets');
  await user.type(screen.getByRole('textbox', { name: /^Ad title/ }), 'Redmi Note 12');

  cleanup();
  renderAt(CARS_IN_ADDRESS);
  expect(await screen.findByText(t.draftRestored)).toBeInTheDocument();
  await expectChosen('Mobiles & Tablets', 'Select');
  expect(screen.getByRole('textbox', { name: /^Ad title/ })).toHaveValue('Redmi Note 12');
});

test.each([
  ['an unknown category', '?category=Boats&sub_category=cars', 'Select', 'Select'],
  ['markup', '?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'Select', 'Select'],
  ['a sub-category alone', '?sub_category=cars', 'Select', 'Select'],
  ['a bad escape', '?category=%E0%A4&sub_category=%', 'Select', 'Select'],
  ['a sub-category of another category', '?category=Cars%2BBikes&sub_category=mobile-phones', 'Cars & Bikes', 'Select'],
])('%s in the link is ignored: the seller picks', async (_, query, category, subCategory) => {
  renderAt(`/post-free-ad/${query}`);
  // The categories have arrived (the options are there) and the form still shows these choices.
  const box = await screen.findByRole('combobox', { name: /^Category/ });
  await within(box).findByRole('option', { name: 'Cars & Bikes' });
  await expectChosen(category, subCategory);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a visitor signs in first and comes back to the form with the link’s category chosen', async () => {
  localStorage.clear();
  const user = userEvent.setup();
  const { location } = renderAt(CARS_IN_ADDRESS, {
    'POST /otp/': { status: 409, body: { mobile: ['This mobile number is already registered'] } },
    'POST /login/': { body: { token: 'tok-1', user: ME } },
  });
  const dialog = await screen.findByRole('dialog');
  expect(location.history.at(-1)).toBe(`/?login=true&redirect=${encodeURIComponent(CARS_IN_ADDRESS)}`);
  await user.type(within(dialog).getByLabelText(/Mobile number/), '9876543210');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.type(await within(dialog).findByLabelText(/^Password/), 'secret1234');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(location.history.at(-1)).toBe(CARS_IN_ADDRESS));
  expect(await screen.findByRole('heading', { level: 1, name: t.titlePost })).toBeInTheDocument();
  await expectChosen('Cars & Bikes', 'Cars');
});

test('editing my ad keeps its own category whatever the link says', async () => {
  renderAt('/my-listing/41/?category=Mobiles%2BTablets&sub_category=mobile-phones', {
    'GET /api/product/41/': { body: makeAd(41) },
  });
  // The heading is asked for again until it stays: the form replaces the loading state once the ad is in.
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: t.titleEdit })).toBeInTheDocument());
  await expectChosen('Cars & Bikes', 'Cars');
});

test('editing loads my ad into the form and saves the new price', async () => {
  const user = userEvent.setup();
  const mine = makeAd(41, { price: 450000 });
  const { api, location } = renderAt('/my-listing/41/', {
    'GET /api/product/41/': { body: mine },
    'PUT /api/product/41/': { body: { ...mine, price: 425000 } },
  });
  const price = await screen.findByRole('textbox', { name: /^Price/ });
  expect(price).toHaveValue('4,50,000');
  // The sub-category shows once the categories (its options) are in.
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Sub-category/ })).toHaveValue('cars'));
  await user.clear(price);
  await user.type(price, '425000');
  await user.click(screen.getByRole('button', { name: t.submitEdit }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/view/41/?saved=1'));
  const put = api.calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toMatchObject({
    price: 425000,
    city: 'Pune',
    data: { brand: 'Maruti', year: 2018, fuel: 'Petrol' },
  });
});

test("someone else's ad is the not-found page", async () => {
  renderAt('/my-listing/99/', {
    'GET /api/product/99/': { status: 403, body: { detail: 'This ad belongs to another account.' } },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('chat and my phone sends the phone widget’s value, prefilled with my mobile', async () => {
  const user = userEvent.setup();
  const { api } = renderAt('/post-free-ad/', { 'POST /api/product/': { status: 201, body: makeAd(41) } });
  await fillCar(user);
  await user.type(screen.getByRole('textbox', { name: /^City or area/ }), 'Pun');
  await user.click(await screen.findByRole('button', { name: 'Pune, Maharashtra' }));
  await user.selectOptions(screen.getByRole('combobox', { name: /^Buyers can reach me by/ }), 'chat_phone');
  expect(screen.getByRole('textbox', { name: /Phone number|^My phone/ })).toHaveValue('98765 43210');
  await user.click(screen.getByRole('button', { name: t.submitPost }));
  await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/product/')).toBe(true));
  const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/product/')!;
  expect(post.body).toMatchObject({ contact: 'chat_phone', phone: '+91 9876543210' });
});

test('Use current location fills the area, city and pincode of the address, or says the browser cannot', async () => {
  const user = userEvent.setup();
  const point = { coords: { latitude: 12.9352, longitude: 77.6245 } };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: (p: typeof point) => void) => ok(point) },
  });
  const { api } = renderAt('/post-free-ad/', {
    '/api/lookup/nearest/': {
      body: {
        type: 'locality',
        id: 9,
        name: 'Koramangala',
        area: 'Koramangala',
        subarea: 'Koramangala VI Bk',
        city: 'Bengaluru',
        district: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560095',
        country: 'India',
        lat: 12.9352,
        lng: 77.6245,
        distance_km: 0.2,
      },
    },
    'POST /api/product/': { status: 201, body: makeAd(99) },
  });
  await user.click(await screen.findByRole('button', { name: t.useCurrentLocation }));
  expect(await screen.findByRole('textbox', { name: /^City or area/ })).toHaveValue(
    'Koramangala, Bengaluru, Karnataka',
  );
  const parts = screen.getByLabelText(t.placeParts);
  const shown = Object.fromEntries(
    [...parts.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
  expect(shown).toEqual({ [t.placeArea]: 'Koramangala', [t.placeCity]: 'Bengaluru', [t.placePincode]: '560095' });
  expect(api.calls.find((c) => c.path === '/api/lookup/nearest/')!.query.get('lat')).toBe('12.9352');

  // The ad goes out with that area and city.
  await fillCar(user);
  await user.click(screen.getByRole('button', { name: t.submitPost }));
  await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/product/')).toBe(true));
  const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/product/')!;
  expect(post.body).toMatchObject({ area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka' });

  // @ts-expect-error -- a browser without geolocation
  delete navigator.geolocation;
  cleanup();
  renderAt('/post-free-ad/');
  await user.click(await screen.findByRole('button', { name: t.useCurrentLocation }));
  expect(await screen.findByText(GEOLOCATION_UNSUPPORTED)).toBeInTheDocument();
});

test('changing the sub-category keeps the details both share and drops the rest', async () => {
  const user = userEvent.setup();
  const withBikes = CATS.map((c) =>
    c.slug === 'Cars+Bikes' ? { ...c, cat_list: [...c.cat_list, { id: 22, slug: 'bikes', title: 'Bikes' }] } : c,
  );
  renderAt('/post-free-ad/', { '/api/lookup/cats/': { body: withBikes } });
  await fillCar(user);
  await user.type(screen.getByRole('textbox', { name: t.mileage }), '42000');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Sub-category/ }), 'bikes');
  expect(screen.getByRole('textbox', { name: t.year })).toHaveValue('2019');
  expect(screen.getByRole('textbox', { name: t.mileage })).toHaveValue('42000');
  expect(screen.getByRole('combobox', { name: t.fuel })).toHaveValue('Diesel');
  // Tata makes cars, not bikes: the brand is asked again among the bike brands.
  expect(screen.getByRole('combobox', { name: t.brand })).toHaveValue('');
  // The other fields of the form were never touched.
  expect(screen.getByRole('textbox', { name: /^Ad title/ })).toHaveValue('Tata Nexon XZ+');
});
