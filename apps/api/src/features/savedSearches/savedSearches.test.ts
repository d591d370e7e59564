import type { AdInput } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { ensureCategories, makeUser, phoneAd } from '../ads/testing';
import { pushesSettled } from '../push/service';
import { alertSavedSearches } from './service';

type User = Awaited<ReturnType<typeof makeUser>>;

const bike = (over: Partial<AdInput> = {}): AdInput =>
  phoneAd({
    title: 'Royal Enfield Classic 350, 2021',
    price: 165000,
    category: 'Cars+Bikes',
    sub_category: 'bikes',
    city: 'Pune',
    state: 'Maharashtra',
    area: 'Kothrud',
    data: { brand: 'Royal Enfield', year: 2021, fuel: 'Petrol' },
    ...over,
  });

describe.each(dbKinds())('saved searches on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let saver: User;
  let seller: User;

  const call = (user: User | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: user?.auth ?? {}, payload: payload as object });
  const post = async (over: Partial<AdInput> = {}, by = seller) => {
    const res = await call(by, 'POST', '/api/product/', bike(over));
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const bell = async (user: User) =>
    (await call(user, 'GET', '/api/notification/'))
      .json<{ results: { kind: string; text: string; link: string }[] }>()
      .results.filter((n) => n.kind === 'saved_search');
  /** The matcher's next run, once the ads posted have settled. */
  const runMatcher = async () => {
    h.clock.advance(6_000);
    const sent = await alertSavedSearches(h.ctx);
    await pushesSettled(h.ctx);
    return sent;
  };

  beforeAll(async () => {
    h = await makeApp(kind);
    await ensureCategories(h.db);
    saver = await makeUser(h.db, h.clock.now(), { name: 'Kiran' });
    seller = await makeUser(h.db, h.clock.now(), { name: 'Meera' });
  });
  afterAll(async () => {
    await pushesSettled(h.ctx);
    await h.close();
  });

  test('a saved search is listed with its name and the page it opens', async () => {
    const res = await call(saver, 'POST', '/api/saved-searches/', {
      filter: { search: 'royal enfield', category: 'Cars+Bikes', location: { city: 'Pune', state: 'Maharashtra' } },
      sort: 'price',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      label: 'Royal Enfield in Pune',
      link: '/pune/?category=Cars%2BBikes&search=royal+enfield&sort=price',
      sort: 'price',
      new_count: 0,
    });
    const list = (await call(saver, 'GET', '/api/saved-searches/')).json();
    expect(list.count).toBe(1);
    expect(list.results[0].label).toBe('Royal Enfield in Pune');
    expect((await call(null, 'GET', '/api/saved-searches/')).statusCode).toBe(401);
  });

  test('new matching ads make one alert with their count; others, and my own ads, do not count', async () => {
    await post();
    await post({ title: 'Royal Enfield Himalayan' });
    await post({ title: 'Royal Enfield Bullet', city: 'Mumbai', area: 'Bandra', state: 'Maharashtra' }); // elsewhere
    await post({ title: 'Bajaj Pulsar 150', data: { brand: 'Bajaj', year: 2020, fuel: 'Petrol' } }); // other words
    await post({ title: 'Royal Enfield Meteor' }, saver); // the saver's own
    expect(await runMatcher()).toBe(1);
    expect(await bell(saver)).toEqual([
      expect.objectContaining({
        text: '2 new Royal Enfield ads in Pune',
        link: '/pune/?category=Cars%2BBikes&search=royal+enfield&sort=price',
      }),
    ]);
    expect((await call(saver, 'GET', '/api/saved-searches/')).json().results[0].new_count).toBe(2);
  });

  test('at most one alert an hour per search: later matches wait and are counted together', async () => {
    await post({ title: 'Royal Enfield Interceptor 650' });
    expect(await runMatcher()).toBe(0);
    await post({ title: 'Royal Enfield Scram 411' });
    expect(await runMatcher()).toBe(0);
    expect(await bell(saver)).toHaveLength(1);
    h.clock.advance(60 * 60_000);
    expect(await runMatcher()).toBe(1);
    const alerts = await bell(saver);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.text).toBe('2 new Royal Enfield ads in Pune');
    const list = (await call(saver, 'GET', '/api/saved-searches/')).json();
    expect(list.results[0].new_count).toBe(4);
    // Opening it clears the count
    const seen = await call(saver, 'POST', `/api/saved-searches/${list.results[0].id}/seen/`);
    expect(seen.json().new_count).toBe(0);
  });

  test('a Hindi reader’s saved search is named, and alerts them, in Hindi', async () => {
    const reader = await makeUser(h.db, h.clock.now(), { name: 'Sunita' });
    const hindi = { ...reader.auth, 'accept-language': 'hi' };
    const saved = await h.app.inject({
      method: 'POST',
      url: '/api/saved-searches/',
      headers: hindi,
      payload: {
        filter: { category: 'Cars+Bikes', sub_category: 'bikes', location: { city: 'Pune' } },
        sort: '-created_on',
      },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().label).toBe('Pune में बाइक');
    const english = await h.app.inject({ method: 'GET', url: '/api/saved-searches/', headers: reader.auth });
    expect(english.json().results[0].label).toBe('Bikes in Pune');
    await h.app.inject({ method: 'GET', url: '/api/notification/', headers: hindi }); // their language stays Hindi
    h.clock.advance(60 * 60_000);
    await post({ title: 'Bajaj Pulsar 220', data: { brand: 'Bajaj', year: 2022, fuel: 'Petrol' } });
    await runMatcher();
    expect((await bell(reader)).map((n) => n.text)).toEqual(['Pune में बाइक का 1 नया विज्ञापन']);
  });

  test('20 per account, held under 50 parallel saves; a bad filter is a 400; nobody deletes mine', async () => {
    const other = await makeUser(h.db, h.clock.now());
    const saves = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(other, 'POST', '/api/saved-searches/', { filter: { search: `bike ${i}` } }),
      ),
    );
    expect(saves.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const refused = saves.find((r) => r.statusCode === 400)!;
    expect(refused.json()).toEqual({
      non_field_errors: ['You can keep 20 saved searches. Delete one to save this search.'],
    });
    const unknown = await call(saver, 'POST', '/api/saved-searches/', { filter: { category: 'Spaceships' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ category: ['Unknown category.'] });
    const badSort = await call(saver, 'POST', '/api/saved-searches/', { filter: {}, sort: 'random' });
    expect(badSort.statusCode).toBe(400);

    const mine = (await call(saver, 'GET', '/api/saved-searches/')).json().results[0].id;
    expect((await call(other, 'DELETE', `/api/saved-searches/${mine}/`)).statusCode).toBe(404);
    expect((await call(saver, 'DELETE', '/api/saved-searches/nope/')).statusCode).toBe(404);
    expect((await call(saver, 'DELETE', `/api/saved-searches/${mine}/`)).statusCode).toBe(204);
    expect((await call(saver, 'GET', '/api/saved-searches/')).json().count).toBe(0);
  });
});
