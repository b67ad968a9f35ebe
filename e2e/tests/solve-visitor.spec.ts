// A visitor who opens a solving URL sees a friendly card (log in, or try the samples), never a broken screen.
import { expect, test } from '@playwright/test';
import { shellReady, useEnglish } from './shell-support.js';
import { seriousViolations } from './solve-support.js';

test('a visitor on /solve/one/workbook sees the login card', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/solve/one/workbook?id=0f8fad5b-d9cb-469f-a165-70867728950e');
  await shellReady(page);
  await expect(page).toHaveURL(/\/solve\/one\/workbook/);
  const card = page.getByTestId('login-required');
  await expect(card.getByRole('heading', { name: 'Log in to start solving' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
  await expect(card.getByRole('link', { name: 'Try sample problems' })).toHaveAttribute('href', '/sample/preVer2');
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
});
