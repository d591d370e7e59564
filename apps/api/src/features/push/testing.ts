import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece: the aes128gcm decoding (RFC 8188, 8291) web-push encrypts with, used here as a browser would.
import ece from 'http_ece';

/** A push as a browser's push service received it, decrypted with the browser's keys. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
  at: number;
}

/** A browser's subscription keys (what `pushManager.subscribe` makes), for a stand-in endpoint. */
export interface FakeBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/**
 * A local stand-in for a push service (FCM, Mozilla's): it takes Web Push requests on
 * `/push/{id}`, decrypts each with the subscription's private key, and answers what a test sets
 * (`status(id, 410)`: the browser unsubscribed).
 */
export async function pushServiceStandIn(port = 0) {
  const browsers = new Map<string, FakeBrowser>();
  const statuses = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = req.url!.replace(/^\/push\//, '');
      const queued = statuses.get(id);
      const status = queued?.length ? queued.shift()! : 201;
      if (status < 300) {
        const browser = browsers.get(id);
        let payload: unknown = null;
        if (browser) {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: browser.ecdh,
            authSecret: browser.authSecret.toString('base64url'),
          });
          payload = JSON.parse(plain.toString('utf8'));
        }
        received.push({ path: req.url!, headers: req.headers, payload, at: Date.now() });
        waiters.splice(0).forEach((w) => w());
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** For PUSH_SERVICE_HOSTS. */
    host,
    received,
    /** A new browser's subscription on this service. */
    browser(): FakeBrowser {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const b: FakeBrowser = {
        endpoint: `http://${host}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      };
      browsers.set(id, b);
      return b;
    },
    /** The next answers to pushes for `browser` (then 201 again). */
    answer(browser: FakeBrowser, ...codes: number[]) {
      statuses.set(browser.endpoint.split('/').pop()!, codes);
    },
    /** Pushes received for `browser`. */
    pushesTo(browser: FakeBrowser): ReceivedPush[] {
      return received.filter((r) => browser.endpoint.endsWith(r.path));
    },
    /** Resolves at the next push received. */
    next: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
