import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { logMail, type MailProvider } from './providers/mail';
import { createSmsProvider, type SmsProvider } from './providers/sms';
import { createStorage, type Storage } from './providers/storage';
import { createPaymentProvider, type PaymentProvider } from './providers/payments';
import { createRealtime, type Realtime } from './realtime/realtime';

/** A search's count as the count memo remembers it (features/search/countMemo.ts). */
interface CountedSearch {
  at: number;
  /** The catalogue version it was counted at. */
  v: number;
  /** Exact when at most `cap`; otherwise "more than `cap`". */
  total: number;
  cap: number;
}

/** A searched word not yet written (features/search/searchWords.ts). */
interface PendingWord {
  hits: number;
  categoryId: number | null;
  last: Date;
}

/**
 * What this process holds between requests: counters and write buffers. Each feature reads and
 * changes its own part; the server writes the buffers out when it closes.
 */
interface ProcessState {
  /** Moves on every catalogue write of this process; caches key on it (features/ads/version.ts). */
  catalogueVersion: number;
  /** Ad views counted and not yet written (features/ads/views.ts). */
  views: { since: number; counts: Map<number, number> };
  /** Searches counted for suggestions and not yet written. */
  searchWords: { since: number; words: Map<string, PendingWord> };
  /** Recent searches' counts, by conditions and values. */
  counts: Map<string, CountedSearch>;
  /** When this process last dropped old throttle hits (http/throttle.ts). */
  throttleSweptAt: number;
  /**
   * Marks the server renderer's own in-process requests (features/seo/render.ts), which the
   * anonymous-search limit leaves alone: random per process, never sent over the network.
   */
  renderKey: string;
}

/** Everything a feature needs, built once by `createAppContext`: no module-level singletons. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The current time; tests inject a controllable clock. */
  now: () => Date;
  /** The server's logger (pino); the `log` SMS and mail providers write to it. */
  log: FastifyBaseLogger;
  /** SMS sender, from SMS_PROVIDER (`log`: a log line per message). */
  sms: SmsProvider;
  /** Mail sender: a log line per message. */
  mail: MailProvider;
  /** Uploaded files: the embedded store under DATA_DIR/uploads, or S3 when S3_BUCKET is set. */
  storage: Storage;
  /** Wallet top-ups: `test` (default) or Razorpay, from PAYMENT_PROVIDER. */
  payments: PaymentProvider;
  /** Real-time frames to signed-in tabs: in-process on PGlite, LISTEN/NOTIFY on PostgreSQL. */
  realtime: Realtime;
  state: ProcessState;
}

export interface ContextParts {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** @default () => new Date() */
  now?: () => Date;
  /** Tests pass their own providers; otherwise they follow the config. */
  sms?: SmsProvider;
  mail?: MailProvider;
  storage?: Storage;
  payments?: PaymentProvider;
}

/** The one place the app's context is put together: providers from the config, empty state. */
export function createAppContext(parts: ContextParts): AppContext {
  const now = parts.now ?? (() => new Date());
  return {
    config: parts.config,
    db: parts.db,
    now,
    log: parts.log,
    sms: parts.sms ?? createSmsProvider(parts.config, parts.log),
    mail: parts.mail ?? logMail(parts.log),
    storage: parts.storage ?? createStorage(parts.config, now),
    payments: parts.payments ?? createPaymentProvider(parts.config),
    realtime: createRealtime(parts.db, parts.log),
    state: {
      catalogueVersion: 0,
      views: { since: now().getTime(), counts: new Map() },
      searchWords: { since: performance.now(), words: new Map() },
      counts: new Map(),
      throttleSweptAt: 0,
      renderKey: randomBytes(24).toString('base64url'),
    },
  };
}
