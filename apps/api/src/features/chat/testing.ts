import type { ServerFrame } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';

/**
 * Test helpers (not a test file): a real WebSocket client of `/ws` that keeps every frame it gets
 * and waits for the one a test expects.
 */
export interface SocketClient {
  ws: WebSocket;
  frames: ServerFrame[];
  /** The first frame (already received or still to come) that `match` accepts. */
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (f: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  send(frame: unknown): void;
  /** The close code, once closed. */
  closed: Promise<number>;
  close(): Promise<void>;
}

export async function listenAt(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}

/** A socket to `url`; with a token it sends the auth frame and waits for `ready`. */
export async function openSocket(
  url: string,
  token?: string,
  opts: { autoPong?: boolean; headers?: Record<string, string> } = {},
): Promise<SocketClient> {
  const ws = new WebSocket(url, { autoPong: opts.autoPong ?? true, headers: opts.headers });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw: Buffer) => {
    frames.push(JSON.parse(raw.toString('utf8')) as ServerFrame);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const client: SocketClient = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (type, match = () => true, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        let seen = 0;
        const look = () => {
          for (; seen < frames.length; seen++) {
            const f = frames[seen]!;
            if (f.type === type && match(f as never)) {
              waiters.delete(look);
              clearTimeout(timer);
              resolve(f as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(look);
        look();
      }),
    close: async () => {
      if (ws.readyState !== WebSocket.CLOSED) {
        ws.close();
        await closed;
      }
    },
  };
  if (token) {
    client.send({ type: 'auth', token });
    await client.next('ready');
  }
  return client;
}
