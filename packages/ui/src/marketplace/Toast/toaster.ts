export type ToastTone = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastInput {
  message: string;
  /** @default 'info' */
  tone?: ToastTone;
  /** Overrides the toaster's auto-dismiss delay; `null` keeps this toast until dismissed. */
  durationMs?: number | null;
}

/** Schedules `run` after `ms`; returns a cancel function. Injected so tests and stories control time. */
export type Schedule = (run: () => void, ms: number) => () => void;

export interface ToasterOptions {
  /** Delay before a toast disappears by itself; `null` keeps toasts until dismissed. @default 6000 */
  autoDismissMs?: number | null;
  /** At most this many toasts are shown; older ones drop off. @default 3 */
  max?: number;
  /** @default a `setTimeout`-based scheduler */
  schedule?: Schedule;
}

export interface Toaster {
  /** Shows a toast; returns its id. */
  show(input: ToastInput | string): number;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getToasts(): readonly ToastItem[];
}

const timeoutSchedule: Schedule = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

/**
 * A store of non-blocking notifications. The app keeps one and calls `show()` from anywhere (the
 * fetch client on a 500, a failed upload); a `<Toaster toaster={…} />` renders them.
 */
export function createToaster({
  autoDismissMs = 6000,
  max = 3,
  schedule = timeoutSchedule,
}: ToasterOptions = {}): Toaster {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, () => void>();

  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    timers.get(id)?.();
    timers.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  return {
    show(input) {
      const {
        message,
        tone = 'info',
        durationMs = autoDismissMs,
      } = typeof input === 'string' ? { message: input } : input;
      const id = nextId++;
      const kept = toasts.slice(Math.max(0, toasts.length - max + 1));
      toasts.filter((toast) => !kept.includes(toast)).forEach((toast) => dismiss(toast.id));
      toasts = [...kept, { id, message, tone }];
      if (durationMs !== null)
        timers.set(
          id,
          schedule(() => dismiss(id), durationMs),
        );
      emit();
      return id;
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToasts: () => toasts,
  };
}
