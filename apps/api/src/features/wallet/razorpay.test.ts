import type { TopupOrder, Wallet } from '@haat/contract';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { makeUser } from '../ads/testing';
import { verifyLedger } from './ledger';

const KEY_ID = 'rzp_test_haat';
const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** A local stand-in for Razorpay's Orders API: checks the key pair and numbers the orders. */
async function fakeRazorpay() {
  const orders: { amount: number; currency: string; receipt: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
      if (req.method !== 'POST' || req.url !== '/v1/orders' || req.headers.authorization !== expected) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"code":"BAD_REQUEST_ERROR"}}');
        return;
      }
      const order = JSON.parse(body) as { amount: number; currency: string; receipt: string };
      orders.push(order);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `order_${orders.length}`, entity: 'order', status: 'created', ...order }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    orders,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(dbKinds())('Razorpay top-ups on %s', (kind) => {
  let razorpay: Awaited<ReturnType<typeof fakeRazorpay>>;
  let h: Awaited<ReturnType<typeof makeApp>>;
  let user: Awaited<ReturnType<typeof makeUser>>;

  const start = async (amount_paise: number) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/wallet/topup/',
      headers: user.auth,
      payload: { amount_paise, idempotency_key: randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    return res.json<TopupOrder>();
  };
  const confirm = (order: TopupOrder, payload: object) =>
    h.app.inject({ method: 'POST', url: `/api/wallet/topup/${order.id}/confirm/`, headers: user.auth, payload });
  const webhook = (event: object, signature?: string) => {
    const body = JSON.stringify(event);
    return h.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook/',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature ?? sign(WEBHOOK_SECRET, body) },
      payload: body,
    });
  };
  const captured = (order: TopupOrder, paymentId: string, amount = order.amount_paise) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: order.checkout!.order_id, amount, status: 'captured' } } },
  });
  const balance = async () =>
    (await h.app.inject({ method: 'GET', url: '/api/wallet/', headers: user.auth })).json<Wallet>().balance_paise;

  beforeAll(async () => {
    razorpay = await fakeRazorpay();
    h = await makeApp(kind, {
      config: testConfig({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: razorpay.url,
      }),
    });
    user = await makeUser(h.db, h.clock.now());
  });
  afterEach(async () => expect(await verifyLedger(h.db)).toEqual([]));
  afterAll(async () => {
    await h.close();
    await razorpay.close();
  });

  test('an order goes through the Orders API and carries what Checkout needs', async () => {
    const order = await start(50_000);
    expect(razorpay.orders.at(-1)).toMatchObject({ amount: 50_000, currency: 'INR' });
    expect(order).toMatchObject({
      provider: 'razorpay',
      status: 'created',
      checkout: { key_id: KEY_ID, order_id: `order_${razorpay.orders.length}`, amount: 50_000, currency: 'INR' },
    });
  });

  test('a forged or missing signature credits nothing; the real one credits once', async () => {
    const before = await balance();
    const order = await start(20_000);
    const forged = await confirm(order, { razorpay_payment_id: 'pay_1', razorpay_signature: sign('guess', 'x') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().razorpay_signature).toEqual(['The payment could not be verified.']);
    expect((await confirm(order, {})).statusCode).toBe(400);
    expect(await balance()).toBe(before);

    const proof = {
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: order.checkout!.order_id,
      razorpay_signature: sign(KEY_SECRET, `${order.checkout!.order_id}|pay_1`),
    };
    const ok = await confirm(order, proof);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ order: { status: 'paid', checkout: null }, balance_paise: before + 20_000 });
    // The webhook for the same payment, arriving after, credits nothing more.
    expect((await webhook(captured(order, 'pay_1'))).json()).toEqual({ status: 'credited' });
    expect((await confirm(order, proof)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 20_000);
  });

  test('a webhook before the confirmation credits; replays and the late confirmation do not', async () => {
    const before = await balance();
    const order = await start(30_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(captured(order, 'pay_2'))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await balance()).toBe(before + 30_000);
    const late = await confirm(order, {
      razorpay_payment_id: 'pay_2',
      razorpay_signature: sign(KEY_SECRET, `${order.checkout!.order_id}|pay_2`),
    });
    expect(late.json()).toMatchObject({ order: { status: 'paid' }, balance_paise: before + 30_000 });
  });

  test('a webhook with a forged signature, another amount or an unknown order moves nothing', async () => {
    const before = await balance();
    const order = await start(10_000);
    const forged = await webhook(captured(order, 'pay_3'), sign('not-the-secret', 'anything'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: 'The webhook signature does not match.' });
    expect((await webhook(captured(order, 'pay_3', 1))).json()).toEqual({ status: 'ignored' });
    expect(
      (
        await webhook({
          event: 'payment.captured',
          payload: { payment: { entity: { id: 'p', order_id: 'order_x', amount: 1 } } },
        })
      ).json(),
    ).toEqual({ status: 'ignored' });
    expect((await webhook({ event: 'payment.failed' })).json()).toEqual({ status: 'ignored' });
    expect(await balance()).toBe(before);
  });
});
