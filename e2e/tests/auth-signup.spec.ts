import { expect, test } from '@playwright/test';
import { logIn, logOut, signUp, uniqueEmail, useEnglish } from './auth-support.js';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('signs up with the code from the mail, logs out, logs back in and loads the user', async ({ page }) => {
  const email = uniqueEmail('signup');
  const me = page.waitForResponse((r) => r.url().endsWith('/api/user/me') && r.status() === 200);
  await signUp(page, email, 'Haneul');
  expect(await (await me).json()).toMatchObject({ email, name: 'Haneul', gradeClass: 'MIDDLE' });
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));

  await logOut(page);
  const again = page.waitForResponse((r) => r.url().endsWith('/api/user/me') && r.status() === 200);
  await logIn(page, email, 'abcd123!');
  expect(await (await again).json()).toMatchObject({ name: 'Haneul' });
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
  // The session survives a reload: the gateway's cookie gives the app a new access token.
  const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/user/me') && r.status() === 200);
  await page.reload();
  expect(await (await reloaded).json()).toMatchObject({ name: 'Haneul' });
  // And the student sees their own name on the account card.
  await page.goto('/more');
  await expect(page.getByTestId('account-name')).toHaveText('Haneul');
});

test("shows the spec's messages for each rule before sending", async ({ page }) => {
  await page.goto('/user/signup');
  await page.getByLabel('E-mail (ID)').fill('not-an-email');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel('Re-enter password').fill('other');
  await page.getByLabel('Name or nickname').fill('a b');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('You must agree to the required terms and conditions to join')).toBeVisible();
  await expect(page.getByText('Invalid e-mail address')).toBeVisible();
  await expect(page.getByText('Invalid password').first()).toBeVisible();
  await expect(page.getByText('Name must be 2 to 10 characters with no spaces')).toBeVisible();
  await expect(page.getByText('Please select your school')).toBeVisible();
  await expect(page.getByText('Please select your sex')).toBeVisible();
  await expect(page.getByText('Please enter a valid birthday')).toBeVisible();
});
