/**
 * The install offer: the browser's `beforeinstallprompt` event kept from the page's start (main.tsx),
 * and shown only at a moment that makes sense: after posting an ad or sending a first message
 * (`offerInstall`), never on a first visit, and not for 30 days after "Not now".
 */
interface InstallEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'haat:install-dismissed';
const QUIET_MS = 30 * 24 * 60 * 60 * 1000;

let deferred: InstallEvent | null = null;
let offered = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Keep the browser's install event for later (called once, from main.tsx). */
export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    offered = false;
    emit();
  });
}

function dismissedLately(): boolean {
  try {
    return Date.now() - Number(localStorage.getItem(DISMISSED_KEY) ?? 0) < QUIET_MS;
  } catch {
    return false;
  }
}

/** A moment to offer installing (an ad posted, a first message sent): shown if the browser can install. */
export function offerInstall(): void {
  if (!deferred || dismissedLately()) return;
  offered = true;
  emit();
}

/** Whether the offer is showing, for `useSyncExternalStore`. */
export const installOffer = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  shown: () => offered,
  serverShown: () => false,
};

/** Whether the browser offers installing now (the /mobile-app page's Install button). */
export const installAvailable = {
  subscribe: installOffer.subscribe,
  now: () => deferred !== null,
  server: () => false,
};

/** Install: the browser's own sheet. */
export async function install(): Promise<void> {
  const event = deferred;
  offered = false;
  deferred = null;
  emit();
  if (!event) return;
  await event.prompt();
  if ((await event.userChoice).outcome === 'dismissed') dismiss();
}

/** Not now: no offer for 30 days. */
export function dismiss(): void {
  offered = false;
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // private mode: the offer comes back next time
  }
  emit();
}
