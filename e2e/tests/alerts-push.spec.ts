// Push from the settings screen to a push service and back to the service worker. Chromium's own push needs Google's
// service, so the page's PushManager hands out a subscription whose endpoint is a local push service and whose keys
// the spec made; everything else is real: the permission, the app's service worker, the subscription the app sends
// the api, the api's VAPID-signed, encrypted request (decrypted here with the subscription's keys), and the worker
// showing the alert when the decrypted message is delivered to it (over the DevTools protocol). Desktop and mobile.
import { ALERT_PATHS } from '@mathbridge/contract';
import { createPublicKey, verify } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath, ignoreCertificateErrors } from '../support/chromium.mjs';
import { answeredQuestion, operatorOf } from './alerts-support.js';
import { callApi } from './home-support.js';
import { animationsSettled, seriousViolations, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';
import { startPushService, type FakeSubscription, type LocalPushService } from '../../api/src/test/push-service.js';

let push: LocalPushService;

// A service worker's script is fetched under the browser's own certificate checks, which the context's
// ignoreHTTPSErrors does not reach: the gateway's self-signed certificate needs the browser-wide switch here.
test.use({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ignoreCertificateErrors] },
});

test.beforeAll(async () => {
  push = await startPushService({ certificateDir: process.env.E2E_TLS_DIR });
});

test.afterAll(async () => {
  await push.close();
});

/** The page's PushManager answers with `subscription` (kept across reloads) and notes the key it was asked with. */
async function fakePushManager(page: Page, subscription: FakeSubscription): Promise<void> {
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const toBase64url = (key: BufferSource | string | null | undefined) => {
        if (!key || typeof key === 'string') return key ?? null;
        const bytes = new Uint8Array(key instanceof ArrayBuffer ? key : key.buffer);
        return btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      };
      const fake = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem('e2e-push-key');
          return true;
        },
      };
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        localStorage.setItem('e2e-push-key', toBase64url(options?.applicationServerKey) ?? '');
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return localStorage.getItem('e2e-push-key') === null ? null : (fake as unknown as PushSubscription);
      };
    },
    { endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth },
  );
}

/** Checks the VAPID JWT (RFC 8292) the api signed: ES256 with the key the browser subscribed with, for this origin. */
function checkVapid(authorization: string, publicKey: string, endpoint: string): void {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  expect(match, authorization).not.toBeNull();
  const [, header, claims, signature, k] = match as unknown as [string, string, string, string, string];
  expect(k).toBe(publicKey);
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number };
  expect(body.aud).toBe(new URL(endpoint).origin);
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
}

/** A new English-speaking student, whose browser may notify and holds a fake PushManager, on the settings screen. */
async function studentInSettings(page: Page, context: BrowserContext) {
  const baseURL = process.env.E2E_BASE_URL ?? '';
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const subscription = push.subscription();
  await fakePushManager(page, subscription);
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/more/settings');
  await shellReady(page);
  return { baseURL, subscription };
}

test('turn push on in settings and receive an alert from the push service', async ({ page, context }, testInfo) => {
  const { baseURL, subscription } = await studentInSettings(page, context);
  const section = page.getByRole('region', { name: 'Alerts' });
  await expect(section).toBeVisible();
  const device = section.getByTestId('push-device');
  await expect(device).toHaveAttribute('data-state', 'off');
  await expect(section.getByText('Push choices take effect on devices where push is turned on.')).toBeVisible();
  await expect(section.getByRole('switch', { name: 'E-mail for Answers to your questions' })).toBeChecked();
  await expect(section.getByRole('switch', { name: 'E-mail for New notices' })).not.toBeChecked();
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(device).toHaveAttribute('data-state', 'on');
  await expect(device).toContainText('This device gets push notifications.');
  await expect(section.getByText('Push choices take effect on devices where push is turned on.')).toBeHidden();
  // The app's own service worker is registered for the whole app, and the browser was asked with the api's key.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
  });
  expect(worker).toEqual({ script: `${baseURL}/push-sw.js`, scope: `${baseURL}/` });
  const serverKey = ((await (await page.request.get(ALERT_PATHS.pushPublicKey)).json()) as { publicKey: string })
    .publicKey;
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-key'))).toBe(serverKey);

  // An operator answers the student's question: the api pushes the alert to the subscription's endpoint.
  const operator = await operatorOf(testInfo);
  const inquiryId = await answeredQuestion(page, operator, 'Push please');
  await operator.dispose();
  const message = await push.next(subscription);
  expect(message.headers['content-encoding']).toBe('aes128gcm');
  checkVapid(String(message.headers.authorization), serverKey, subscription.endpoint);
  const decrypted = subscription.decrypt(message);
  const payload = JSON.parse(decrypted) as Record<string, string>;
  expect(payload).toMatchObject({
    kind: 'INQUIRY_ANSWER',
    link: `/more/support/inquiries/${inquiryId}`,
    body: 'Push please',
  });
  expect(['Your inquiry has an answer', '문의에 답변이 왔어요']).toContain(payload.title);

  // The decrypted message, delivered to the app's service worker as the browser would, becomes a notification.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((n) => ({ title: n.title, body: n.body, link: (n.data as { link: string }).link }));
    });
  // Delivered again until it shows (a busy machine may be slow to wake the worker); the alert's id is the
  // notification's tag, so a second delivery replaces the first rather than adding one.
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL, registrationId: id, data: decrypted });
    await expect
      .poll(shown, { timeout: 5_000 })
      .toEqual([{ title: payload.title, body: 'Push please', link: `/more/support/inquiries/${inquiryId}` }]);
  }).toPass({ timeout: 30_000 });

  // Off again: the api forgets this browser.
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(device).toHaveAttribute('data-state', 'off');
  await expect(section.getByText('Push choices take effect on devices where push is turned on.')).toBeVisible();
});

test('on a shared browser, push follows the student who logs in', async ({ page, context }, testInfo) => {
  const { subscription } = await studentInSettings(page, context);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('push-device')).toHaveAttribute('data-state', 'on');
  const operator = await operatorOf(testInfo);
  await answeredQuestion(page, operator, 'First student');

  // The first student leaves without turning push off; the next one logs in on the same browser (their session
  // replaces the first one's).
  await signUpAndLogIn(page);
  await page.goto('/');
  await shellReady(page);
  await expect
    .poll(async () => (await callApi<{ pushDevices: number }>(page, 'GET', ALERT_PATHS.settings)).body.pushDevices)
    .toBe(1);
  await answeredQuestion(page, operator, 'Second student');
  await operator.dispose();
  const first = JSON.parse(subscription.decrypt(await push.next(subscription))) as { body: string };
  const second = JSON.parse(subscription.decrypt(await push.next(subscription))) as { body: string };
  expect([first.body, second.body]).toEqual(['First student', 'Second student']);
});

test('push and e-mail choices per kind are kept', async ({ page }) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/more/settings');
  await shellReady(page);
  const section = page.getByRole('region', { name: 'Alerts' });
  const streakMail = section.getByRole('switch', { name: 'E-mail for Streak about to break' });
  const noticePush = section.getByRole('switch', { name: 'Push for New notices' });
  await expect(streakMail).not.toBeChecked();
  await expect(noticePush).toBeChecked();
  // Each change is saved before the next one and before the reload (a reload would otherwise cut a save short).
  const saved = () => page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/alerts/'));
  await Promise.all([saved(), streakMail.check()]);
  await Promise.all([saved(), noticePush.uncheck()]);
  await expect(streakMail).toBeChecked();
  await page.reload();
  await expect(streakMail).toBeChecked();
  await expect(noticePush).not.toBeChecked();
  // Keyboard: the switches are reachable and change with Space.
  await noticePush.focus();
  await page.keyboard.press('Space');
  await expect(noticePush).toBeChecked();
});
