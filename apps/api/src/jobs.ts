import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { notifyFeaturingEnded } from './features/featured/service';
import { notifyExpiringAds } from './features/notifications/service';
import { sendDuePushes } from './features/push/service';
import { alertSavedSearches } from './features/savedSearches/service';
import { smsUnreadChats } from './features/chatSms/service';
import { sweepOrphanUploads } from './features/uploads/cleanup';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Work the server does on its own, every `everyMs` while it runs. `run` is a plain function of the
 * context: tests call it directly, moving the injected clock (`ctx.now`) instead of waiting.
 */
export interface Job {
  /** Named in the log line of a failed run. */
  name: string;
  everyMs: number;
  run: (ctx: AppContext) => Promise<unknown>;
}

/** Every background job of the server. Each is safe to run in several processes at once. */
export const JOBS: readonly Job[] = [
  // Ads about to expire: a notification 3 days ahead.
  { name: 'expiry notifications', everyMs: HOUR_MS, run: notifyExpiringAds },
  // "Featuring ended", once per ad and end time.
  { name: 'featuring-ended notices', everyMs: HOUR_MS, run: notifyFeaturingEnded },
  // New ads against saved searches: an alert within a minute, at most one a search an hour.
  { name: 'saved-search alerts', everyMs: 30_000, run: alertSavedSearches },
  // A chat message unread for CHAT_SMS_DELAY_S, whose reader nothing else reaches: one SMS.
  { name: 'chat SMS', everyMs: 30_000, run: smsUnreadChats },
  // Pushes that wait: retries after a failure, the end of quiet hours, a restart's leftovers.
  { name: 'push sends', everyMs: 30_000, run: sendDuePushes },
  // Uploads that nothing took up, deleted after a grace period (the embedded store only).
  { name: 'upload cleanup', everyMs: HOUR_MS, run: sweepOrphanUploads },
];

/** The jobs start when the app is ready (listen, inject or ready) and stop when it closes. */
export function scheduleJobs(app: FastifyInstance, ctx: AppContext, jobs: readonly Job[] = JOBS) {
  let timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers = jobs.map((job) => {
      const timer = setInterval(() => {
        job.run(ctx).catch((err: unknown) => ctx.log.error({ err }, `${job.name} failed`));
      }, job.everyMs);
      // A job never keeps the process alive on its own.
      timer.unref();
      return timer;
    });
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    timers = [];
  });
}
