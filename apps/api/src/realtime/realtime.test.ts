import type { ServerFrame } from '@haat/contract';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { openPostgres } from '../db/client';
import { dbKinds, openTestDb } from '../test/harness';
import { createRealtime, type RealtimeFrame } from './realtime';

const log = pino({ level: 'silent' });
const message = (id: number, text: string): ServerFrame => ({
  type: 'message',
  chat_id: 7,
  message: {
    id,
    client_id: 'c',
    sender: 1,
    text,
    image: null,
    safety_tip: false,
    warning: null,
    created_on: '2026-11-25T10:00:00Z',
    offer: null,
    phone_request: null,
  },
});

describe.skipIf(!dbKinds().includes('postgres'))('real-time fan-out on PostgreSQL', () => {
  test('frames reach every process in order; a frame too large for NOTIFY is read back by reference', async () => {
    const db = await openTestDb('postgres');
    const other = await openPostgres(db.url!);
    const stored = message(42, 'x'.repeat(300));
    const asked: [number, number][] = [];
    const a = createRealtime(db, log, 200);
    const b = createRealtime(other, log, 200);
    b.readMessagesWith(async (chatId, id) => (asked.push([chatId, id]), id === 42 ? stored : null));
    const got: [readonly number[], RealtimeFrame][] = [];
    b.subscribe((to, frame) => got.push([to, frame]));
    try {
      await b.publish([], { type: 'ready' }); // b listens once it has published or subscribed
      await a.publish([1, 2], { type: 'typing', chat_id: 7, user: 1 });
      await a.publish([2], stored);
      await a.publish([1], { type: 'read', chat_id: 7, user: 2, up_to: 42 });
      await expect.poll(() => got.length).toBe(4);
      expect(got.slice(1)).toEqual([
        [[1, 2], { type: 'typing', chat_id: 7, user: 1 }],
        [[2], stored],
        [[1], { type: 'read', chat_id: 7, user: 2, up_to: 42 }],
      ]);
      expect(asked).toEqual([[7, 42]]);
    } finally {
      await a.close();
      await b.close();
      await other.close();
      await db.close();
    }
  });
});

test("on the embedded database a frame goes straight to this process's listeners", async () => {
  const db = await openTestDb('pglite');
  const rt = createRealtime(db, log);
  const got: RealtimeFrame[] = [];
  const stop = rt.subscribe((_to, f) => got.push(f));
  await rt.publish([1], { type: 'typing', chat_id: 1, user: 2 });
  stop();
  await rt.publish([1], { type: 'typing', chat_id: 1, user: 3 });
  expect(got).toEqual([{ type: 'typing', chat_id: 1, user: 2 }]);
  await rt.close();
  await db.close();
});
