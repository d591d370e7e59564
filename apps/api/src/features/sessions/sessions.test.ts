import type { Session } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { bearer, captureSms, signUp } from '../auth/testing';

const DAY = 24 * 60 * 60 * 1000;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(dbKinds())('my sessions on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  const sms = captureSms();
  let n = 0;
  const freshMobile = () => `96${String(10_000_000 + ++n * 7919).slice(-8)}`;
  beforeAll(async () => {
    h = await makeApp(kind, { sms: sms.provider });
  });
  afterAll(() => h.close());

  const login = async (mobile: string, agent: string, ip = '127.0.0.1') => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'user-agent': agent },
      remoteAddress: ip,
      payload: { mobile, password: 'secret-pass-1' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const list = (token: string, ip = '127.0.0.1') =>
    h.app.inject({ method: 'GET', url: '/api/sessions/', headers: bearer(token), remoteAddress: ip });
  const end = (token: string, id: number | string) =>
    h.app.inject({ method: 'DELETE', url: `/api/sessions/${id}/`, headers: bearer(token) });
  const profile = (token: string) => h.app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });

  test('lists the live sessions, last used first, with device, address and "this device"', async () => {
    const mobile = freshMobile();
    const { token: first } = await signUp(h.app, sms, mobile);
    h.clock.advance(60_000);
    const phone = await login(mobile, PHONE, '203.0.113.9');
    h.clock.advance(60_000);
    const laptop = await login(mobile, LAPTOP, '198.51.100.4');
    await h.app.inject({ method: 'POST', url: '/logout/', headers: bearer(first) });
    h.clock.advance(2 * 60_000);
    expect((await list(laptop, '198.51.100.4')).statusCode).toBe(200);
    h.clock.advance(30_000);
    expect((await profile(phone)).statusCode).toBe(200); // used last, from another address
    const res = await list(laptop, '198.51.100.4');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; next: null; results: Session[] };
    expect(body.count).toBe(2);
    expect(body.next).toBeNull();
    expect(body.results.map((s) => [s.user_agent, s.current])).toEqual([
      [PHONE, false],
      [LAPTOP, true],
    ]);
    expect(body.results[0]!.ip).toBe('127.0.0.1');
    expect(body.results[1]!.ip).toBe('198.51.100.4');
    expect(body.results[0]!.last_used_at).toBe(h.clock.now().toISOString());
    expect(new Date(body.results[1]!.expires_at).getTime()).toBe(
      new Date(body.results[1]!.last_used_at).getTime() + 30 * DAY,
    );
  });

  test("signing one session out ends it alone; anyone else's session, or none, is a 404", async () => {
    const mobile = freshMobile();
    const { token: phone } = await signUp(h.app, sms, mobile);
    const laptop = await login(mobile, LAPTOP);
    const { token: stranger } = await signUp(h.app, sms, freshMobile());
    const mine = (await list(laptop)).json().results as Session[];
    const phoneId = mine.find((s) => !s.current)!.id;
    const theirs = ((await list(stranger)).json().results as Session[])[0]!.id;

    expect((await end(laptop, theirs)).statusCode).toBe(404);
    expect((await end(laptop, theirs)).json()).toEqual({ detail: 'No such session.' });
    expect((await profile(stranger)).statusCode).toBe(200);
    expect((await end(laptop, 'abc')).statusCode).toBe(404);
    expect((await end(laptop, 99_999_999)).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'DELETE', url: `/api/sessions/${phoneId}/` })).statusCode).toBe(401);

    const done = await end(laptop, phoneId);
    expect(done.statusCode).toBe(204);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);
    expect((await end(laptop, phoneId)).statusCode).toBe(404); // already ended
    expect((await list(laptop)).json().count).toBe(1);
  });

  test('a session used every day still ends 90 days after sign-in; an idle one after 30 days', async () => {
    const mobile = freshMobile();
    const { token: busy } = await signUp(h.app, sms, mobile);
    const idle = await login(mobile, PHONE);
    const start = h.clock.now().getTime();
    h.clock.advance(20 * DAY);
    expect((await profile(busy)).statusCode).toBe(200);
    h.clock.advance(11 * DAY); // 31 days without a use
    expect((await profile(idle)).statusCode).toBe(401);
    for (const days of [0, 20, 20, 18]) {
      h.clock.advance(days * DAY);
      expect((await profile(busy)).statusCode).toBe(200);
    }
    const [listed] = (await list(busy)).json().results as Session[];
    expect(new Date(listed!.expires_at).getTime()).toBe(start + 90 * DAY);
    h.clock.set(new Date(start + 90 * DAY - 1000));
    expect((await profile(busy)).statusCode).toBe(200);
    // Used a day ago, but its 90 days are up.
    h.clock.set(new Date(start + 90 * DAY));
    expect((await profile(busy)).statusCode).toBe(401);
  });

  test('the list needs a token, and takes the usual paging', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/sessions/' })).statusCode).toBe(401);
    const { token } = await signUp(h.app, sms, freshMobile());
    const bad = await h.app.inject({ method: 'GET', url: '/api/sessions/?limit=0', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('limit');
  });
});
