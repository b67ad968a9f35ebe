// Every public route loads for a visitor; every other route sends the visitor to the login screen, query kept.
import { LOGIN_PATH, PROTECTED_ROUTES, PUBLIC_ROUTES } from '@mathbridge/contract';
import { expect, test } from '@playwright/test';
import { shellReady, useEnglish } from './shell-support.js';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

for (const path of PUBLIC_ROUTES) {
  test(`public ${path} loads while logged out`, async ({ page }) => {
    const response = await page.goto(`${path}?probe=1`);
    expect(response?.status()).toBe(200);
    await shellReady(page);
    const url = new URL(page.url());
    // A public screen may move on by itself (a callback without its code goes to login), but never for a login check.
    if (!path.startsWith('/callback/')) expect(url.pathname.replace(/\/$/, '')).toBe(path.replace(/\/$/, ''));
  });
}

for (const path of PROTECTED_ROUTES) {
  test(`${path} redirects a visitor to the login screen with its query kept`, async ({ page }) => {
    await page.goto(`${path}?probe=1&unit=7`);
    await expect(page).toHaveURL((url) => url.pathname === LOGIN_PATH && url.search === '?probe=1&unit=7');
    const back = await page.evaluate(() => localStorage.getItem('BACK_URL_PATH'));
    expect(back).toBe(`${path}?probe=1&unit=7`);
  });
}
