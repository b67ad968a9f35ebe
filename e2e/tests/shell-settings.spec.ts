// The settings screen: the theme choice persists across reloads; dark uses the dark background.
import { SPEC_CALLS } from '@mathbridge/contract';
import { expect, test } from '@playwright/test';
import { newStudentOnMore, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

test('the theme persists after a reload', async ({ page }) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/more/settings');
  await shellReady(page);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('5');
  await page.reload();
  await shellReady(page);
  await expect(page.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(45, 48, 50)');
});

test('the more menu logs out to the login screen', async ({ page }) => {
  const menu = await newStudentOnMore(page);
  await menu.getByRole('button', { name: /Log out/ }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  const { accessToken } = (await (await page.request.get(SPEC_CALLS.jwt)).json()) as { accessToken: string | null };
  expect(accessToken).toBeNull();
});
