import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dbKinds, makeApp, testConfig } from '../../test/harness';
import { createSmsProvider, httpSms, logSms } from './index';

/** A local HTTP server standing in for the SMS gateway: records requests, answers `status`. */
function fakeGateway() {
  const received: { headers: IncomingMessage['headers']; body: { to: string; text: string } }[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) });
      // No keep-alive: a pooled socket closed by this server between tests would fail the next send.
      res.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end('{}');
    });
  });
  return {
    received,
    setStatus: (s: number) => (status = s),
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/send`)),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('SMS providers', () => {
  const gw = fakeGateway();
  let url: string;
  beforeAll(async () => {
    url = await gw.start();
  });
  afterAll(() => gw.stop());

  test('the http provider POSTs { to, text } with the API key, and fails on a non-2xx answer', async () => {
    const sms = httpSms({ url, apiKey: 'k-123' });
    await sms.send('+919876543210', 'hello 123456');
    expect(gw.received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer k-123', 'content-type': 'application/json' },
      body: { to: '+919876543210', text: 'hello 123456' },
    });
    gw.setStatus(500);
    await expect(sms.send('+919876543210', 'again')).rejects.toThrow('SMS gateway answered 500');
    gw.setStatus(200);
  });

  test('the log provider writes one structured line { sms: { to, text } }', async () => {
    const lines: object[] = [];
    await logSms({ info: (obj) => lines.push(obj) }).send('+919876543210', 'code 123456');
    expect(lines).toEqual([{ sms: { to: '+919876543210', text: 'code 123456' } }]);
  });

  test('SMS_PROVIDER=http needs a gateway URL', () => {
    expect(() => createSmsProvider(testConfig({ SMS_PROVIDER: 'http' }), { info: () => undefined })).toThrow(
      'SMS_GATEWAY_URL',
    );
  });

  describe.each(dbKinds())('through the API on %s', (kind) => {
    test('POST /otp/ sends through the gateway; a gateway failure is a 503 and does not count as a send', async () => {
      const h = await makeApp(kind, {
        config: testConfig({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: url, SMS_GATEWAY_KEY: 'k-9' }),
      });
      try {
        const res = await h.app.inject({ method: 'POST', url: '/otp/', payload: { mobile: '9123456780' } });
        expect(res.statusCode).toBe(200);
        expect(gw.received.at(-1)?.body.to).toBe('+919123456780');
        expect(gw.received.at(-1)?.body.text).toMatch(/\b\d{6}\b/);

        gw.setStatus(502);
        const failed = await h.app.inject({ method: 'POST', url: '/otp/', payload: { mobile: '9123456781' } });
        expect(failed.statusCode).toBe(503);
        gw.setStatus(200);
        const retry = await h.app.inject({ method: 'POST', url: '/otp/', payload: { mobile: '9123456781' } });
        expect(retry.statusCode).toBe(200);
      } finally {
        gw.setStatus(200);
        await h.close();
      }
    });
  });
});
