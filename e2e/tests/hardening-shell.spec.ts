// The shell's first hour (issue 16): a visitor's first load makes no authenticated call, desktop students reach their
// account from the top bar, the language widget offers no translation the server cannot do, and Korean text is drawn
// with the app's own Korean font.
import { SPEC_CALLS } from '@mathbridge/contract';
import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, seriousViolations, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

/** Every answer 401 and every console warning or error of the page, from now on. */
function watchTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) trouble.push(`401 ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      trouble.push(`${message.type()}: ${message.text()}`);
  });
  return trouble;
}

for (const path of ['/', '/study']) {
  test(`a visitor's first load of ${path} makes no call answered 401 and logs nothing`, async ({ page }) => {
    const trouble = watchTrouble(page);
    await page.goto(path);
    await page.waitForURL('**/user/login');
    await expect(page.getByRole('button', { name: /로그인|Log in/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(trouble).toEqual([]);
  });
}

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'phones reach the account from the tab bar');

  test('the top bar has an account menu with the entries of /more, by keyboard', async ({ page }) => {
    await useEnglish(page);
    await signUpAndLogIn(page);
    await page.goto('/study');
    await shellReady(page);
    // The open menu hides the page from the accessibility tree (it is modal), so the button is found by its id here.
    const button = page.getByTestId('account-menu-button');
    await expect(button).toHaveAccessibleName('Account menu: Minji');
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account menu: Minji' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'My account',
      'Change password',
      'Settings',
      'Alerts',
      'Sample problems',
      'Notices',
      'Help center',
      'Membership',
      'Log out',
    ]) {
      await expect(menu.getByRole('menuitem', { name: new RegExp(name) })).toBeVisible();
    }
    await animationsSettled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('menuitem', { name: 'Change password' }).click();
    await page.waitForURL('**/user/changePassword');
    await page.goto('/study');
    await page.getByRole('button', { name: 'Account menu: Minji' }).click();
    await page.getByRole('menuitem', { name: /My account/ }).click();
    await page.waitForURL('**/more');
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
  });
});

test('without a translation service the language widget offers English and Korean only, and says why', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('languageType', 'en');
    localStorage.setItem('translationCode', 'vi');
  });
  const translations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SPEC_CALLS.translate)) translations.push(request.url());
  });
  await page.goto('/main');
  await shellReady(page);
  await page.getByTestId('language-button').click();
  await expect(
    page.getByText('Other languages are not available right now. You can use English or Korean.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.goto('/preview');
  await shellReady(page);
  await page.waitForTimeout(1_000);
  await expect(page.getByText('Fail translation(1)')).toHaveCount(0);
  expect(translations).toEqual([]);
});

/** The woff2 files of the Korean font the page asks for. */
function watchKoreanFont(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-kr.*\.woff2$/.test(request.url())) fonts.push(request.url());
  });
  return fonts;
}

async function openLanding(page: Page, language: 'en' | 'ko'): Promise<void> {
  await page.addInitScript((code) => {
    localStorage.setItem('languageType', code);
    localStorage.setItem('translationCode', code);
  }, language);
  await page.goto('/main');
  await shellReady(page);
  await page.waitForLoadState('networkidle');
}

test('Korean text is drawn with the app’s Korean font', async ({ page }) => {
  const fonts = watchKoreanFont(page);
  await openLanding(page, 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('수학');
  const loaded = () =>
    page.evaluate(
      () =>
        [...document.fonts].filter((face) => face.family.includes('Noto Sans KR') && face.status === 'loaded').length,
    );
  await expect.poll(loaded).toBeGreaterThan(0);
  expect(fonts.length).toBeGreaterThan(0);
});

test('an English page loads none of the Korean font', async ({ page }) => {
  const fonts = watchKoreanFont(page);
  await openLanding(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Math');
  expect(fonts).toEqual([]);
});
