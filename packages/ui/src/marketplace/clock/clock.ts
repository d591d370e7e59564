/**
 * One clock for the whole page. Every posted-time label subscribes to it; it runs a single
 * interval while it has subscribers and stops when the last one leaves.
 */
export interface Clock {
  /** Current time in milliseconds since the epoch. */
  now(): number;
  /** Calls `listener` on every tick; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** How many listeners are subscribed (for tests and diagnostics). */
  readonly subscriberCount: number;
  /**
   * When the server rendered the page being hydrated: labels show their time as of then while
   * hydrating (so they match the server's HTML), then the current time.
   */
  readonly renderedAt?: number;
}

export interface ClockOptions {
  /** Tick period in ms. @default 1000 */
  intervalMs?: number;
  /** Source of the current time. @default Date.now */
  now?: () => number;
  /** When the server rendered the page being hydrated (see `Clock.renderedAt`). */
  renderedAt?: number;
}

/** A ticking clock sharing one `setInterval` between any number of subscribers. */
export function createClock({ intervalMs = 1000, now = () => Date.now(), renderedAt }: ClockOptions = {}): Clock {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    now,
    renderedAt,
    get subscriberCount() {
      return listeners.size;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (timer === undefined) timer = setInterval(tick, intervalMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}

/** A clock stopped at one instant: for stories, screenshots and tests. */
export function createFixedClock(at: Date | number): Clock {
  const time = typeof at === 'number' ? at : at.getTime();
  return {
    now: () => time,
    subscriberCount: 0,
    subscribe: () => () => {},
  };
}
