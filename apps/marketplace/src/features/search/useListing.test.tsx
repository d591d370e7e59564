import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { ApiProvider } from '../../api/ApiProvider';
import { createApiClient } from '../../api/client';
import * as search from '../../api/search';
import type { Sort } from '../../api/types';
import { makeAd } from '../../test/ads';
import { fakeApi } from '../../test/fakeApi';
import { useListing } from './useListing';

const ad = (id: number) => makeAd(id, { title: `Ad ${id}` });

/** Searches cars and bikes, two ads a page, in the given order. */
function List({ order }: { order: Sort }) {
  const l = useListing({
    key: `cars:${order}`,
    load: (api, opts) => search.find(api, { category: 'Cars+Bikes' }, { limit: 2, order }, opts),
  });
  if (l.loading) return <p>loading</p>;
  return (
    <div>
      <p>count {l.count}</p>
      <ul>
        {l.ads.map((a) => (
          <li key={a.id}>{a.title}</li>
        ))}
      </ul>
      {l.hasMore ? <button onClick={l.loadMore}>Load More</button> : null}
    </div>
  );
}

test('the first page loads, Load More posts the same filter to the next link and appends, a new sort starts over', async () => {
  const api = fakeApi({
    'POST /api/search-product/': (req) => {
      const offset = Number(req.query.get('offset') ?? 0);
      const order = req.query.get('order');
      const ids = order === 'price' ? [99] : offset === 0 ? [1, 2] : [2, 3];
      return {
        body: {
          count: order === 'price' ? 1 : 3,
          next:
            offset === 0 && order !== 'price'
              ? 'http://other-host:3100/api/search-product/?limit=2&offset=2&order=-created_on'
              : null,
          previous: null,
          results: ids.map(ad),
        },
      };
    },
  });
  const client = createApiClient({ fetch: api.fetch });
  const { rerender } = render(
    <ApiProvider client={client}>
      <List order="-created_on" />
    </ApiProvider>,
  );
  expect(await screen.findByText('count 3')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ad 1', 'Ad 2']);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
  expect(await screen.findByText('Ad 3')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ad 1', 'Ad 2', 'Ad 3']);
  expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  const moreCall = api.calls.at(-1)!;
  expect(moreCall.path).toBe('/api/search-product/');
  expect(moreCall.query.get('offset')).toBe('2');
  expect(moreCall.body).toEqual({ category: 'Cars+Bikes' });

  rerender(
    <ApiProvider client={client}>
      <List order="price" />
    </ApiProvider>,
  );
  expect(await screen.findByText('count 1')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ad 99']);
});
