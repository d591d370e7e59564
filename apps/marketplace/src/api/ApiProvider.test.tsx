import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ApiProvider, useResource } from './ApiProvider';
import { createApiClient } from './client';

function Latest({ id }: { id: number }) {
  const ad = useResource(
    (api, signal) => api.get<{ title: string }>(`/api/product/${id}/`, undefined, { signal }),
    [id],
  );
  return <p>{ad.loading ? 'loading' : ad.data?.title}</p>;
}

test('a request is cancelled when its component unmounts, and a changed id fetches again', async () => {
  const signals: AbortSignal[] = [];
  const fetch: typeof globalThis.fetch = async (url, init) => {
    signals.push(init!.signal!);
    return new Response(JSON.stringify({ title: `ad ${String(url).split('/')[3]}` }), { status: 200 });
  };
  const client = createApiClient({ fetch });
  const { rerender, unmount } = render(
    <ApiProvider client={client}>
      <Latest id={1} />
    </ApiProvider>,
  );
  expect(await screen.findByText('ad 1')).toBeInTheDocument();
  rerender(
    <ApiProvider client={client}>
      <Latest id={2} />
    </ApiProvider>,
  );
  expect(await screen.findByText('ad 2')).toBeInTheDocument();
  expect(signals.at(-2)!.aborted).toBe(true);
  unmount();
  expect(signals.at(-1)!.aborted).toBe(true);
});
