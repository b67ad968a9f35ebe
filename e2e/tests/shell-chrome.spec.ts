// The chrome rules of spec §2 on every route: top bar (header) and footer hidden on the listed paths and patterns,
// shown elsewhere; the bottom bar only when logged in and at most 700 px wide.
import { ALL_ROUTES, isChromeHidden, PROTECTED_ROUTES, PUBLIC_ROUTES } from '@mathbridge/contract';
import { expect, test, type Page } from '@playwright/test';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

async function expectChrome(page: Page, path: string) {
  await shellReady(page);
  // The app's own top bar and footer are the page's banner and contentinfo landmarks; a screen may have a <header>
  // of its own inside <main> (unit study, the solving screens), which is neither.
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  if (isChromeHidden(path)) {
    await expect(header).toHaveCount(0);
    await expect(footer).toHaveCount(0);
  } else {
    await expect(header).toHaveCount(1);
    await expect(footer).toHaveCount(1);
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/term/use');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/term/privacy');
  }
  await expect(page.locator('main#main-content')).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('a visitor sees the chrome exactly where the rules allow it', async ({ page }) => {
  test.setTimeout(150_000);
  for (const path of PUBLIC_ROUTES.filter((p) => !p.startsWith('/callback/'))) {
    await page.goto(path);
    await expectChrome(page, path);
  }
});

test('a logged-in student sees the chrome exactly where the rules allow it', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpAndLogIn(page);
  for (const path of PROTECTED_ROUTES) {
    await page.goto(path);
    await expectChrome(page, path);
  }
  await page.goto('/study');
  await expect(page.getByRole('link', { name: 'MathBridge home' })).toHaveAttribute('href', '/');
});

test('the patterns hide the chrome on paths beyond the named list', () => {
  expect(isChromeHidden('/sample/anything')).toBe(true);
  expect(isChromeHidden('/callback/naver')).toBe(true);
  expect(ALL_ROUTES.filter((p) => isChromeHidden(p)).length).toBeGreaterThan(15);
});

test('the bottom bar shows at 700 px and not at 701 px, only when logged in', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto('/main');
  await shellReady(page);
  await expect(page.getByRole('navigation', { name: 'App navigation' })).toHaveCount(0);

  await signUpAndLogIn(page);
  await page.goto('/study');
  const tabs = page.getByRole('navigation', { name: 'App navigation' });
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('button', { name: 'Learning' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('button', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics\/record$/);

  await page.setViewportSize({ width: 701, height: 800 });
  await expect(tabs).toHaveCount(0);
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(page.getByRole('navigation', { name: 'App navigation' })).toBeVisible();
});
