import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp } from '../../test/harness';
import { makeUser } from '../ads/testing';
import { CONTACT_LIMIT } from './routes';

describe.each(dbKinds())('contact form on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    h = await makeApp(kind);
  });
  afterAll(() => h.close());

  const send = (payload: object, ip = '10.0.0.1') =>
    h.app.inject({ method: 'POST', url: '/contact/', payload, remoteAddress: ip });
  const good = { name: 'Asha', email: 'asha@example.in', phone: '+91 9876543210', message: 'My ad is not showing.' };

  test('a valid message is stored and admins can read it; customers cannot', async () => {
    const res = await send(good);
    expect(res.statusCode).toBe(201);
    const admin = await makeUser(h.db, h.clock.now(), { admin: true });
    const customer = await makeUser(h.db, h.clock.now());
    const list = await h.app.inject({ method: 'GET', url: '/contact/', headers: admin.auth });
    expect(list.json().results[0]).toMatchObject({
      name: 'Asha',
      email: 'asha@example.in',
      message: 'My ad is not showing.',
    });
    expect((await h.app.inject({ method: 'GET', url: '/contact/', headers: customer.auth })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/contact/' })).statusCode).toBe(401);
  });

  test("bad fields get the spec's messages", async () => {
    const res = await send({ name: '', email: 'not-an-email', phone: '12ab', message: '' }, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Name is required'],
      email: ['Enter valid email address'],
      phone: ['Enter valid phone number'],
      message: ['Message is required'],
    });
  });

  test('each address is throttled: a 429 with Retry-After, and free again an hour later', async () => {
    for (let i = 0; i < CONTACT_LIMIT; i++) expect((await send(good, '10.0.0.9')).statusCode).toBe(201);
    const blocked = await send(good, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(good, '10.0.0.10')).statusCode).toBe(201);
    h.clock.advance(60 * 60 * 1000 + 1);
    expect((await send(good, '10.0.0.9')).statusCode).toBe(201);
  });

  test('50 messages at once from one address store exactly the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(good, '10.0.0.11')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CONTACT_LIMIT);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50 - CONTACT_LIMIT);
    const { rows } = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contact_messages WHERE ip = '10.0.0.11'",
    );
    expect(rows[0]!.n).toBe(CONTACT_LIMIT);
  });
});
