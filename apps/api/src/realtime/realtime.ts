import type { ServerFrame } from '@haat/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/**
 * What travels between processes: a frame for the accounts' sockets, or word that sessions ended
 * (one token's, or every token of the account when `token_hash` is null, except the one whose hash
 * is `keep`: a password change keeps the device that made it): their sockets close.
 */
export type RealtimeFrame = ServerFrame | { type: 'sessions_ended'; token_hash: string | null; keep?: string };

/** Frames for these accounts: every open socket of each, in every API process. */
type Delivery = (to: readonly number[], frame: RealtimeFrame) => void;

/**
 * Fan-out of real-time frames. On the embedded database, one process holds every socket and a
 * frame goes straight to its listeners. On a PostgreSQL server, several API processes may share
 * the database: a frame goes out as `NOTIFY` and every process (this one too) hands it to its own
 * sockets, in the order the server delivered the notifications.
 */
export interface Realtime {
  publish(to: readonly number[], frame: RealtimeFrame): Promise<void>;
  /** This process's sockets listen here; the answer stops listening. */
  subscribe(fn: Delivery): () => void;
  /**
   * How a message frame sent by reference is read back. The chat feature, which stores messages,
   * sets it when it registers: this layer knows nothing of features. Until then such a frame is
   * dropped (with a log line).
   */
  readMessagesWith(loader: MessageLoader): void;
  close(): Promise<void>;
}

const CHANNEL = 'haat_realtime';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const PAYLOAD_MAX = 7900;

interface Envelope {
  to: readonly number[];
  frame?: RealtimeFrame;
  /** A message frame too large for a notification: each process reads the message itself. */
  message?: { chat_id: number; id: number };
}

/** Reads a stored message back as its frame (for frames too large to travel in a NOTIFY). */
type MessageLoader = (chatId: number, messageId: number) => Promise<ServerFrame | null>;

export function createRealtime(
  db: Db,
  log: FastifyBaseLogger,
  /** Larger payloads travel as a reference to the stored message (tests make it small). */
  payloadMax = PAYLOAD_MAX,
): Realtime {
  let loadMessage: MessageLoader | null = null;
  const readMessagesWith = (loader: MessageLoader) => void (loadMessage = loader);
  const listeners = new Set<Delivery>();
  const deliver: Delivery = (to, frame) => {
    for (const fn of listeners) {
      try {
        fn(to, frame);
      } catch (err) {
        log.error({ err }, 'a real-time listener failed');
      }
    }
  };
  const subscribe = (fn: Delivery) => {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  };
  if (!db.listen) {
    return {
      publish: async (to, frame) => deliver(to, frame),
      subscribe,
      readMessagesWith,
      close: async () => listeners.clear(),
    };
  }

  const listen = db.listen.bind(db);
  // Frames are handed on in the order their notifications arrived, even when one must be read back.
  let queue: Promise<void> = Promise.resolve();
  const onPayload = (payload: string) => {
    queue = queue.then(async () => {
      try {
        const env = JSON.parse(payload) as Envelope;
        if (env.message && !loadMessage) {
          log.error('a message frame arrived by reference before the chat feature said how to read it');
          return;
        }
        const frame = env.frame ?? (env.message ? await loadMessage!(env.message.chat_id, env.message.id) : null);
        if (frame) deliver(env.to, frame);
      } catch (err) {
        log.error({ err }, 'a real-time notification could not be read');
      }
    });
  };
  let stop: Promise<() => Promise<void>> | null = null;
  const started = () => (stop ??= listen(CHANNEL, onPayload));
  return {
    publish: async (to, frame) => {
      await started();
      let payload = JSON.stringify({ to, frame } satisfies Envelope);
      if (Buffer.byteLength(payload) > payloadMax) {
        if (frame.type !== 'message') throw new Error(`a ${frame.type} frame is too large to publish`);
        payload = JSON.stringify({ to, message: { chat_id: frame.chat_id, id: frame.message.id } } satisfies Envelope);
      }
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe: (fn) => {
      void started().catch((err: unknown) => log.error({ err }, 'could not listen for real-time frames'));
      return subscribe(fn);
    },
    readMessagesWith,
    close: async () => {
      listeners.clear();
      if (stop) await (await stop)();
    },
  };
}
