import { expect, test } from '@playwright/test';
import { latestMailText, logIn, logOut, signUp, uniqueEmail, useEnglish } from './auth-support.js';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('forgot password mails a temporary one, which forces a change', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await signUp(page, email, 'Forgot');
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
  await logOut(page);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail (ID)').fill(email);
  await page.getByRole('button', { name: 'Send temporary password' }).click();
  await expect(page.getByRole('status')).toContainText('temporary password is on its way');
  // The signup code was the first mail to this address; the temporary password is the second.
  const text = await latestMailText(email, 2);
  const temporary = text.trim().split('\n').at(-1)?.trim() ?? '';
  expect(temporary).toMatch(/^\S{12}$/);

  await logIn(page, email, temporary);
  await page.waitForURL('**/user/changePassword');
  await expect(page.getByText('You logged in with a temporary password')).toBeVisible();
  // The change cannot be skipped: another page or a reload leads back to it.
  await page.goto('/study');
  await page.waitForURL('**/user/changePassword');
  await page.reload();
  await expect(page.getByText('You logged in with a temporary password')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/user/changePassword');
  await page.getByLabel('Current password').fill(temporary);
  await page.getByLabel(/^New password/).fill('newpass1!');
  await page.getByLabel('Re-enter new password').fill('newpass1!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));

  await logOut(page);
  await logIn(page, email, 'newpass1!');
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
});
