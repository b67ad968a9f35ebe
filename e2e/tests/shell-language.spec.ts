// The globe button's language settings: a dialog on desktop, a bottom sheet on mobile; closing after a change
// reloads the page in the new language.
import { SPEC_CALLS } from '@mathbridge/contract';
import { expect, test, type Page } from '@playwright/test';
import { shellReady, useEnglish } from './shell-support.js';

/** The test stack has no translation service; these cases are about a server that has one. */
async function withTranslationService(page: Page): Promise<void> {
  await page.route('**/api/translate/languages', (route) =>
    route.fulfill({ json: { available: true, languageCodes: ['ko', 'en', 'vi'] } }),
  );
}

test('the language settings open as a dialog on desktop and a bottom sheet on mobile', async ({ page }) => {
  await withTranslationService(page);
  await useEnglish(page);
  await page.goto('/main');
  await shellReady(page);
  await page.getByRole('button', { name: 'Language settings' }).click();
  const mobile = (page.viewportSize()?.width ?? 1280) <= 700;
  await expect(page.getByTestId(mobile ? 'language-bottom-sheet' : 'language-dialog')).toBeVisible();
  await expect(page.getByTestId(mobile ? 'language-dialog' : 'language-bottom-sheet')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Global' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Translate content into' })).toBeVisible();
  // Closing without a change does not reload.
  let loads = 0;
  page.on('load', () => void loads++);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.waitForTimeout(500);
  expect(loads).toBe(0);
});

test('choosing Korean and closing reloads the page in Korean', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/main');
  await shellReady(page);
  await page.getByRole('button', { name: 'Language settings' }).click();
  await page.getByRole('radio', { name: /한국어/ }).check();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /Close|닫기/ }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // The top bar's login link (the landing page has its own too).
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('languageType'), localStorage.getItem('translationCode')]),
  ).toEqual(['ko', 'ko']);
});

test('a translation language picked under Global is kept and sent with every request', async ({ page }) => {
  await withTranslationService(page);
  await useEnglish(page);
  await page.goto('/main');
  await shellReady(page);
  await page.getByRole('button', { name: 'Language settings' }).click();
  await page.getByRole('combobox', { name: 'Translate content into' }).click();
  await page.keyboard.type('Vietnam');
  await page.getByRole('option', { name: /Vietnamese/ }).click();
  const request = page.waitForRequest((r) => r.url().includes(SPEC_CALLS.jwt));
  await page.getByRole('button', { name: 'Close' }).click();
  expect((await request).headers()['translationcode']).toBe('vi');
  expect(await page.evaluate(() => localStorage.getItem('translationCode'))).toBe('vi');
});
