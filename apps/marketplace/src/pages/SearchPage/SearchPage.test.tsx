import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../App';
import { makeAd } from '../../test/ads';
import { CATS, fakeApi, type Routes } from '../../test/fakeApi';
import { writeStorage } from '../../state/storage';
import { filtersText } from './filtersText';

// Lazy page chunks compile on first use; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => localStorage.clear());

/** 25 matching ads, served 12 at a time like the real endpoint; `capped` past its count cap. */
function searchApi(total = 25, capped = false, routes: Routes = {}) {
  return fakeApi({
    ...routes,
    '/api/lookup/cats/': { body: CATS },
    'POST /api/any-request/': { body: [{ label: 'swift dzire', search: 'swift dzire', category: 'Cars+Bikes' }] },
    'POST /api/search-product/': (req) => {
      const offset = Number(req.query.get('offset') ?? 0);
      const ids = Array.from({ length: Math.max(0, Math.min(12, total - offset)) }, (_, i) => offset + i + 1);
      return {
        body: {
          count: total,
          count_capped: capped,
          next:
            offset + 12 < total
              ? `http://127.0.0.1:3100/api/search-product/?limit=12&offset=${offset + 12}&order=${req.query.get('order')}`
              : null,
          previous: null,
          results: ids.map((id) => makeAd(id)),
        },
      };
    },
  });
}

function renderAt(path: string, api = searchApi()) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(<App fetch={api.fetch} location={location} />);
  return { api, location };
}

const searches = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.path === '/api/search-product/');

test('a shared search link restores the same search: category, filters, sort and the chosen city', async () => {
  writeStorage('location', { name: 'Pune', city: 'Pune', state: 'Maharashtra' });
  const { api } = renderAt('/search/Cars+Bikes/?search=swift&min_price=100000&fuel=Petrol&sort=price');
  expect(await screen.findByRole('heading', { level: 1, name: 'Results for “swift” in Pune' })).toBeInTheDocument();
  await waitFor(() => expect(searches(api)).toHaveLength(1));
  const first = searches(api)[0]!;
  expect(first.method).toBe('POST');
  expect(first.query.get('limit')).toBe('12');
  expect(first.query.get('order')).toBe('price');
  expect(first.body).toMatchObject({
    category: 'Cars+Bikes',
    search: 'swift',
    min_price: 100000,
    location: { city: 'Pune', state: 'Maharashtra' },
    data: { fuel: 'Petrol' },
  });
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Cars+Bikes');
  expect(screen.getByRole('combobox', { name: /Fuel/ })).toHaveValue('Petrol');
});

test('a search holding a percent sign reads back as typed, its escapes decoded once', async () => {
  // "100%ac" is `search=100%25ac` in the address: decoded twice, "%ac" would turn into "¬".
  const { api } = renderAt('/search/?search=100%25ac');
  expect(await screen.findByRole('heading', { level: 1, name: 'Results for “100%ac”' })).toBeInTheDocument();
  await waitFor(() => expect(searches(api)[0]?.body).toMatchObject({ search: '100%ac' }));
});

test('a count past the server cap reads as a floor ("1,000+ ads") and Load More still goes on', async () => {
  renderAt('/search/Cars+Bikes/', searchApi(1000, true));
  const results = await screen.findByRole('region', { name: 'Results' });
  expect(await within(results).findByText('1,000+ ads')).toBeInTheDocument();
  expect(within(results).getByRole('button', { name: 'Load More' })).toBeInTheDocument();
});

test('Load More appends the next 12; a new sort goes into the URL and reloads from the first page', async () => {
  const user = userEvent.setup();
  const { api, location } = renderAt('/search/Cars+Bikes/');
  const results = await screen.findByRole('region', { name: 'Results' });
  await waitFor(() => expect(within(results).getAllByRole('link', { name: /Maruti Swift VXI/ })).toHaveLength(12));
  expect(within(results).getByText('25 ads')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Load More' }));
  await waitFor(() => expect(within(results).getAllByRole('link', { name: /Maruti Swift VXI/ })).toHaveLength(24));
  expect(searches(api).at(-1)!.query.get('offset')).toBe('12');
  expect(searches(api).at(-1)!.body).toMatchObject({ category: 'Cars+Bikes' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '-price');
  await waitFor(() => expect(location.history.at(-1)).toBe('/search/Cars+Bikes/?sort=-price'));
  await waitFor(() => expect(searches(api).at(-1)!.query.get('order')).toBe('-price'));
  expect(searches(api).at(-1)!.query.get('offset')).toBeNull();
});

test('choosing a sub-category reloads the listing and keeps it in the URL', async () => {
  const user = userEvent.setup();
  const { api, location } = renderAt('/search/Cars+Bikes/');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Sub-category' }), 'cars');
  await waitFor(() => expect(location.history.at(-1)).toBe('/search/Cars+Bikes/?sub_category=cars'));
  await waitFor(() =>
    expect(searches(api).at(-1)!.body).toMatchObject({ category: 'Cars+Bikes', sub_category: 'cars' }),
  );
});

test('no hits shows the empty state, whose button resets the filters', async () => {
  const user = userEvent.setup();
  const { location } = renderAt('/search/?search=zzzz', searchApi(0));
  expect(
    await screen.findByText("Oops... We can't find anything that matches your search and filter."),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Browse All Categories' }));
  await waitFor(() => expect(location.history.at(-1)).toBe('/search/'));
});

test('typing in the search box offers suggestions and searching puts the text into the URL', async () => {
  const user = userEvent.setup();
  const { api, location } = renderAt('/search/');
  const box = await screen.findByRole('combobox', { name: 'Search ads' });
  await user.type(box, 'swif');
  await waitFor(() => expect(api.calls.some((c) => c.path === '/api/any-request/')).toBe(true));
  expect(api.calls.find((c) => c.path === '/api/any-request/')!.body).toEqual({
    search: 'swif',
    action: 'SEARCH_WORD',
  });
  await user.type(box, 't{Enter}');
  await waitFor(() => expect(location.history.at(-1)).toBe('/search/?search=swift'));
});

test('a max price below the min price is caught on the field; nothing is searched', async () => {
  const user = userEvent.setup();
  const api = searchApi();
  renderAt('/search/', api);
  const min = await screen.findByRole('textbox', { name: filtersText.minPrice });
  await user.type(min, '50000');
  await user.type(screen.getByRole('textbox', { name: filtersText.maxPrice }), '20000');
  const before = searches(api).length;
  await user.click(screen.getByRole('button', { name: filtersText.apply }));
  const max = screen.getByRole('textbox', { name: filtersText.maxPrice });
  expect(max).toHaveAccessibleDescription(filtersText.priceOrder);
  expect(max).toHaveFocus();
  expect(searches(api)).toHaveLength(before);
  // Mended, it applies.
  await user.clear(max);
  await user.type(max, '90000');
  await user.click(screen.getByRole('button', { name: filtersText.apply }));
  await waitFor(() => expect(searches(api).at(-1)?.body).toMatchObject({ min_price: 50000, max_price: 90000 }));
});

test('on a phone the filters wait behind "Filters (n)": the sheet applies typed values, closes and returns focus', async () => {
  const user = userEvent.setup();
  const { location } = renderAt('/search/Cars+Bikes/?fuel=Petrol');
  const open = await screen.findByRole('button', { name: 'Filters (2)' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  await user.click(open);

  const sheet = await screen.findByRole('dialog', { name: filtersText.heading });
  expect(within(sheet).getByRole('form', { name: filtersText.heading })).toBeInTheDocument();
  await user.type(within(sheet).getByRole('textbox', { name: filtersText.maxPrice }), '500000');
  await user.click(within(sheet).getByRole('button', { name: filtersText.apply }));

  await waitFor(() => expect(location.history.at(-1)).toBe('/search/Cars+Bikes/?max_price=500000&fuel=Petrol'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByRole('button', { name: 'Filters (3)' })).toHaveFocus();
});

test('in the sheet a max price under the min price stays open with the error on the field', async () => {
  const user = userEvent.setup();
  renderAt('/search/?min_price=5000');
  await user.click(await screen.findByRole('button', { name: 'Filters (1)' }));
  const sheet = await screen.findByRole('dialog', { name: filtersText.heading });
  await user.type(within(sheet).getByRole('textbox', { name: filtersText.maxPrice }), '100');
  await user.click(within(sheet).getByRole('button', { name: filtersText.apply }));
  expect(within(sheet).getByRole('textbox', { name: filtersText.maxPrice })).toHaveAccessibleDescription(
    filtersText.priceOrder,
  );
  expect(screen.getByRole('dialog', { name: filtersText.heading })).toBeInTheDocument();
});

const NEW_DELHI = { name: 'New Delhi', city: 'New Delhi', state: 'Delhi', lat: 28.61, lng: 77.21 };
const placeRoutes: Routes = {
  '/api/lookup/resolve/new-delhi/': { body: { type: 'place', place: NEW_DELHI } },
};

test('a city page with a category (/new-delhi/?category=) lists it there, and a new sort keeps both', async () => {
  const user = userEvent.setup();
  writeStorage('location', { name: 'Lucknow', city: 'Lucknow', state: 'Uttar Pradesh' });
  const { api, location } = renderAt(
    '/new-delhi/?category=Cars%2BBikes&sub_category=cars',
    searchApi(25, false, placeRoutes),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Cars in New Delhi' })).toBeInTheDocument();
  await waitFor(() =>
    expect(searches(api).at(-1)!.body).toMatchObject({
      category: 'Cars+Bikes',
      sub_category: 'cars',
      location: { city: 'New Delhi', state: 'Delhi' },
    }),
  );
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'price');
  await waitFor(() =>
    expect(location.history.at(-1)).toBe('/new-delhi/?category=Cars%2BBikes&sub_category=cars&sort=price'),
  );
  await waitFor(() => expect(searches(api).at(-1)!.query.get('order')).toBe('price'));
  expect(searches(api).at(-1)!.body).toMatchObject({ category: 'Cars+Bikes', sub_category: 'cars' });
});

const LUCKNOW = { name: 'Lucknow', city: 'Lucknow', state: 'Uttar Pradesh', lat: 26.84, lng: 80.92 };
/** Nearby cities with ads: those with cars when cars are asked, else with any vehicle. */
const nearbyRoutes: Routes = {
  '/api/lookup/cities-with-ads/': (req) => ({
    body: [
      { city: 'New Delhi', state: 'Delhi', count: 3, distance_km: 420.1 },
      ...(req.query.get('sub_category')
        ? []
        : [{ city: 'Kanpur', state: 'Uttar Pradesh', count: 1, distance_km: 72.4 }]),
    ],
  }),
  '/api/lookup/resolve/cars/': {
    body: {
      type: 'sub_category',
      category: { id: 2, slug: 'Cars+Bikes', title: 'Cars & Bikes' },
      sub_category: { id: 21, slug: 'cars', title: 'Cars' },
    },
  },
};
const nearbyAsked = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === '/api/lookup/cities-with-ads/').map((c) => Object.fromEntries(c.query));
const oops = "Oops... We can't find anything that matches your search and filter.";

test('a category with no ads in the chosen place offers its first ad there and nearby cities with that category', async () => {
  writeStorage('location', LUCKNOW);
  const { api } = renderAt('/search/Cars+Bikes/', searchApi(0, false, nearbyRoutes));
  expect(await screen.findByRole('heading', { level: 1, name: 'Cars & Bikes in Lucknow' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'No Cars & Bikes ads in Lucknow yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Post the first Cars & Bikes ad in Lucknow' })).toHaveAttribute(
    'href',
    '/post-free-ad/?category=Cars%2BBikes',
  );
  const nearby = await screen.findByRole('navigation', { name: 'Cities nearby with Cars & Bikes ads' });
  expect(screen.getByText('Be the first to sell here, or look at Cars & Bikes ads in cities nearby.')).toBeVisible();
  // Each leads to the same category in that city (the page the test above opens).
  expect(within(nearby).getByRole('link', { name: 'New Delhi · 3 ads' })).toHaveAttribute(
    'href',
    '/new-delhi/?category=Cars%2BBikes',
  );
  expect(within(nearby).getByRole('link', { name: 'Kanpur · 1 ad' })).toHaveAttribute(
    'href',
    '/kanpur/?category=Cars%2BBikes',
  );
  expect(screen.queryByText(oops)).toBeNull();
  expect(nearbyAsked(api)).toEqual([{ lat: '26.84', lng: '80.92', state: 'Uttar Pradesh', category: 'Cars+Bikes' }]);
});

test("a sub-category's own page (/cars/) empty in the chosen place says so for that sub-category", async () => {
  writeStorage('location', LUCKNOW);
  const { api } = renderAt('/cars/', searchApi(0, false, nearbyRoutes));
  expect(await screen.findByRole('heading', { name: 'No Cars ads in Lucknow yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Post the first Cars ad in Lucknow' })).toHaveAttribute(
    'href',
    '/post-free-ad/?category=Cars%2BBikes&sub_category=cars',
  );
  const nearby = await screen.findByRole('navigation', { name: 'Cities nearby with Cars ads' });
  expect(
    within(nearby)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/new-delhi/?category=Cars%2BBikes&sub_category=cars']);
  expect(nearbyAsked(api)).toEqual([
    { lat: '26.84', lng: '80.92', state: 'Uttar Pradesh', category: 'Cars+Bikes', sub_category: 'cars' },
  ]);
});

test.each([
  ['words', '/search/Cars+Bikes/?search=swift'],
  ['a price', '/search/Cars+Bikes/?max_price=50000'],
  ['a detail filter', '/search/Cars+Bikes/?fuel=Petrol'],
])('%s with no hits in a category of the chosen place keep the spec text', async (_, path) => {
  writeStorage('location', LUCKNOW);
  const { api } = renderAt(path, searchApi(0, false, nearbyRoutes));
  expect(await screen.findByText(oops)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Browse All Categories' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /^No .* yet$/ })).toBeNull();
  expect(nearbyAsked(api)).toEqual([]);
});
