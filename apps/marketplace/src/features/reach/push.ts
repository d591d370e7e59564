import type { PushState } from '@haat/ui';
import type { ApiClient } from '../../api/client';
import * as reach from '../../api/reach';

/** The VAPID key (base64url) as `pushManager.subscribe` takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The service worker's registration (src/pwa/sw.ts), or null in a browser or a build without one. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** Push on this phone now: what the browser allows, and whether this browser is subscribed. */
export async function pushState(): Promise<PushState> {
  const reg = await registration();
  if (!reg || typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await reg.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * Turn push on in this browser for the signed-in account: the browser asks the person, subscribes
 * with the server's VAPID key, and the server keeps the subscription. Answers the state after.
 */
export async function enablePush(api: ApiClient): Promise<PushState> {
  const reg = await registration();
  if (!reg || typeof Notification === 'undefined') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { public_key } = await reach.vapidKey(api);
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await reach.subscribe(api, { endpoint: json.endpoint, keys: json.keys });
  return 'on';
}

/** No more pushes in this browser: the server forgets it, and so does the browser. */
export async function disablePush(api: ApiClient): Promise<PushState> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (sub) {
    await reach.unsubscribe(api, sub.endpoint);
    await sub.unsubscribe();
  }
  return 'off';
}
