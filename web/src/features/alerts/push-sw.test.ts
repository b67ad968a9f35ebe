// The push service worker (public/push-sw.js) run against a stand-in for its global scope: a pushed alert becomes a
// notification, a click opens the alert's link in the app's window (or a new one), and a link to another site is
// never opened.
import { describe, expect, it, vi } from 'vitest';
import source from '../../../public/push-sw.js?raw';

const ORIGIN = 'https://app.example.test';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function('self', source)(self);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { self, dispatch };
}

const pushed = (payload: unknown) => ({ data: { json: () => payload } });

describe('push-sw.js', () => {
  it('shows a pushed alert with its text, keyed by the alert', async () => {
    const { self, dispatch } = loadWorker();
    await dispatch(
      'push',
      pushed({ id: 'a1', kind: 'NOTICE', title: 'New notice', body: 'Maintenance', link: '/more/notices/5' }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith('New notice', {
      body: 'Maintenance',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      tag: 'a1',
      data: { link: '/more/notices/5', id: 'a1' },
    });
  });

  it('keeps to the app: a link elsewhere opens the alert centre instead, and an empty push shows nothing', async () => {
    const { self, dispatch } = loadWorker();
    await dispatch('push', pushed({ id: 'a2', title: 'Hi', body: '', link: '//evil.example/x' }));
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'Hi',
      expect.objectContaining({ data: { link: '/more/alerts', id: 'a2' } }),
    );
    await dispatch('push', { data: null });
    expect(self.registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('a click focuses the app and goes to the link, or opens a window when none is open', async () => {
    const navigate = vi.fn(async () => null);
    const focus = vi.fn(async () => ({ navigate }));
    const open = loadWorker([{ url: `${ORIGIN}/study`, focus }]);
    const close = vi.fn();
    await open.dispatch('notificationclick', { notification: { close, data: { link: '/more/notices/5' } } });
    expect(close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/more/notices/5`);

    const none = loadWorker([]);
    await none.dispatch('notificationclick', { notification: { close, data: { link: '/study' } } });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/study`);
  });
});
