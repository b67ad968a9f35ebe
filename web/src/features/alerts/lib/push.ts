// This browser's Web Push: whether it can receive push, the service worker that shows the alerts, and subscribing
// with the server's VAPID key (the subscription is then kept by the server) or unsubscribing.
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '../api/push-subscriptions';

/** The service worker file, served from the app's root so its scope covers every screen. */
export const PUSH_WORKER_URL = '/push-sw.js';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** Where this browser stands: no push, push blocked, not subscribed, or subscribed. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const existing = await navigator.serviceWorker.getRegistration('/');
  const subscription = await existing?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks for permission (the browser's own prompt) and subscribes; answers the state after. */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const worker = await registration();
  const key = await getPushPublicKey();
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be sent to: make a new one.
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && !sameKey(new Uint8Array(current), keyBytes(key))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  const json = subscription.toJSON();
  await savePushSubscription({
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'on';
}

function sameKey(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

export async function turnPushOff(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const existing = await navigator.serviceWorker.getRegistration('/');
  const subscription = await existing?.pushManager.getSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * Where push is on in this browser, hands its subscription to the server again for the student now logged in: on a
 * shared computer the next student's alerts (not the last one's) then arrive here, and a subscription the server lost
 * or made with an old key is renewed. Never asks for permission.
 */
export async function syncPush(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!(await existing?.pushManager.getSubscription())) return;
  await turnPushOn();
}
