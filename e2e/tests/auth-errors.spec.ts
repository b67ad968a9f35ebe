import { expect, test } from '@playwright/test';
import { logIn, signUp, uniqueEmail, useEnglish } from './auth-support.js';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('a wrong password gets one message and stays on the login screen', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await signUp(page, email, 'Wrong');
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
  await page.context().clearCookies();

  await logIn(page, email, 'nope123!!');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect');
  await logIn(page, uniqueEmail('nobody'), 'nope123!!');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is incorrect');
  expect(new URL(page.url()).pathname).toBe('/user/login');
});

test('a taken e-mail address cannot get a code', async ({ page }) => {
  const email = uniqueEmail('dup');
  await signUp(page, email, 'First');
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
  await page.context().clearCookies();

  await page.goto('/user/signup');
  await page.getByLabel('E-mail (ID)').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('This e-mail address is unavailable')).toBeVisible();
});

test('the Korean screens speak Korean', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('languageType', 'ko');
    localStorage.setItem('translationCode', 'ko');
  });
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일 주소가 올바르지 않습니다.')).toBeVisible();
});
