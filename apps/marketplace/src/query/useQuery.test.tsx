import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ApiProvider } from '../api/ApiProvider';
import { createApiClient } from '../api/client';
import { QueryCache } from './queryCache';
import { QueryCacheProvider, useQuery } from './useQuery';

function Latest({ id }: { id: number }) {
  const ad = useQuery(`ad:${id}`, (api, signal) =>
    api.get<{ title: string }>(`/api/product/${id}/`, undefined, { signal }),
  );
  return <p>{ad.loading ? 'loading' : ad.data?.title}</p>;
}

/** A server whose ad titles say how many times they were asked for. */
function server() {
  const signals: AbortSignal[] = [];
  let asked = 0;
  const fetch: typeof globalThis.fetch = async (url, init) => {
    signals.push(init!.signal!);
    asked += 1;
    return new Response(JSON.stringify({ title: `ad ${String(url).split('/')[3]} #${asked}` }), { status: 200 });
  };
  return { client: createApiClient({ fetch }), signals };
}

test('a request is cancelled when its reader unmounts, and a changed key fetches again', async () => {
  const { client, signals } = server();
  const cache = new QueryCache();
  const app = (id: number) => (
    <ApiProvider client={client}>
      <QueryCacheProvider cache={cache}>
        <Latest id={id} />
      </QueryCacheProvider>
    </ApiProvider>
  );
  const { rerender, unmount } = render(app(1));
  expect(await screen.findByText('ad 1 #1')).toBeInTheDocument();
  rerender(app(2));
  expect(screen.getByText('loading')).toBeInTheDocument();
  unmount();
  expect(signals.at(-1)!.aborted).toBe(true);
});

test('an answer invalidated after a change is asked again for the reader on screen', async () => {
  const { client } = server();
  const cache = new QueryCache();
  render(
    <ApiProvider client={client}>
      <QueryCacheProvider cache={cache}>
        <Latest id={3} />
      </QueryCacheProvider>
    </ApiProvider>,
  );
  expect(await screen.findByText('ad 3 #1')).toBeInTheDocument();
  cache.invalidate('ad:');
  expect(await screen.findByText('ad 3 #2')).toBeInTheDocument();
});

test('forgetting an account’s answers leaves the reader loading its own', async () => {
  const { client } = server();
  const cache = new QueryCache();
  render(
    <ApiProvider client={client}>
      <QueryCacheProvider cache={cache}>
        <Latest id={4} />
      </QueryCacheProvider>
    </ApiProvider>,
  );
  expect(await screen.findByText('ad 4 #1')).toBeInTheDocument();
  cache.forget('ad:');
  expect(await screen.findByText('ad 4 #2')).toBeInTheDocument();
});
