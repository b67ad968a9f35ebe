// The app's service worker for Web Push: shows each alert the server pushes as a notification, and on a click
// focuses an open window of the app (or opens one) at the alert's link. It caches nothing.
/* global self */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== 'string') return;
  // Only paths of this app are opened, never another site.
  const link =
    typeof alert.link === 'string' && alert.link.startsWith('/') && !alert.link.startsWith('//')
      ? alert.link
      : '/more/alerts';
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      tag: typeof alert.id === 'string' ? alert.id : undefined,
      data: { link, id: alert.id },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && event.notification.data.link ? event.notification.data.link : '/more/alerts';
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then((focused) => (focused && 'navigate' in focused ? focused.navigate(target) : null));
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
