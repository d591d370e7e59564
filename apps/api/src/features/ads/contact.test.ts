import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, type makeApp } from '../../test/harness';
import { type makeUser, phoneAd, sellersApp } from './testing';

describe.each(dbKinds())('how buyers reach the seller, on %s', (kind) => {
  let h: Awaited<ReturnType<typeof makeApp>>;
  let asha: Awaited<ReturnType<typeof makeUser>>;
  let ravi: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    ({ h, asha, ravi } = await sellersApp(kind));
  });
  afterAll(() => h.close());

  const post = (body: object) =>
    h.app.inject({ method: 'POST', url: '/api/product/', headers: asha.auth, payload: body });

  test('an ad is chat only unless the seller offers a phone', async () => {
    const res = await post(phoneAd());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contact: 'chat', phone: null });
  });

  test('chat and phone needs a valid number, first message per field', async () => {
    const missing = await post(phoneAd({ contact: 'chat_phone' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ phone: ['Enter the phone number buyers may call.'] });
    const bad = await post(phoneAd({ contact: 'chat_phone', phone: '98765' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().phone[0]).toBe('Enter valid phone number');
    const wrong = await post(phoneAd({ contact: 'phone only' as 'chat' }));
    expect(wrong.json().contact[0]).toBe('Choose chat only, phone on request, or chat and phone');
  });

  test('the phone shows on the ad to signed-in buyers and its owner, never in lists or to anonymous visitors', async () => {
    const created = await post(phoneAd({ contact: 'chat_phone', phone: '+91 9876543210' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ contact: 'chat_phone', phone: '+91 9876543210' });

    const buyer = await h.app.inject({ method: 'GET', url: `/api/products/${id}/`, headers: ravi.auth });
    expect(buyer.json()).toMatchObject({ contact: 'chat_phone', phone: '+91 9876543210' });
    const anonymous = await h.app.inject({ method: 'GET', url: `/api/products/${id}/` });
    expect(anonymous.json()).toMatchObject({ contact: 'chat_phone', phone: null });
    const mine = await h.app.inject({ method: 'GET', url: '/api/product/?limit=100', headers: asha.auth });
    const listed = (mine.json().results as { id: number; phone: string | null }[]).find((a) => a.id === id)!;
    expect(listed.phone).toBeNull();
    const own = await h.app.inject({ method: 'GET', url: `/api/product/${id}/`, headers: asha.auth });
    expect(own.json().phone).toBe('+91 9876543210');

    // Back to chat only: the number is dropped, not kept hidden.
    const edited = await h.app.inject({
      method: 'PUT',
      url: `/api/product/${id}/`,
      headers: asha.auth,
      payload: { contact: 'chat' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ contact: 'chat', phone: null });
    const { rows } = await h.db.query<{ phone: string | null }>('SELECT phone FROM ads WHERE id = $1', [id]);
    expect(rows[0]!.phone).toBeNull();
  });
});
