// The /more menu: settings, alerts, the sample problems for a student, notices, the help center and membership, and
// a logout that ends the session. A language chosen in settings is saved to the account.
import { expect, test } from '@playwright/test';
import { answerShownProblem, callApi, seriousViolations } from './home-support.js';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
});

test('the menu lists every entry and logs out', async ({ page }) => {
  await page.goto('/more');
  await shellReady(page);
  await expect(page.getByTestId('account-name')).toHaveText('Minji');
  const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
  await expect(menu.getByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/more/settings');
  await expect(menu.getByRole('link', { name: /Sample problems/ })).toHaveAttribute('href', '/sample');
  for (const [name, href] of [
    [/Alerts/, '/more/alerts'],
    [/Notices/, '/more/notices'],
    [/Help center/, '/more/support'],
    [/Membership/, '/more/membership'],
  ] as const) {
    await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(await seriousViolations(page)).toEqual([]);

  await menu.getByRole('link', { name: /Settings/ }).click();
  await expect(page).toHaveURL(/\/more\/settings$/);
  await page.goBack();

  await menu.getByRole('button', { name: /Log out/ }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('a language chosen in settings is saved to the account', async ({ page }) => {
  await page.goto('/more/settings');
  await shellReady(page);
  await page.getByRole('radio', { name: /한국어/ }).check();
  await expect
    .poll(async () => (await callApi<{ languageType: string | null }>(page, 'GET', '/api/user/me')).body.languageType)
    .toBe('ko');
  const me = await callApi<{ translationCode: string | null }>(page, 'GET', '/api/user/me');
  expect(me.body.translationCode).toBe('ko');
});

test("a student's sample set ends with the course map, not sign-up", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/sample');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Try sample problems' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(await seriousViolations(page)).toEqual([]);
  for (let step = 0; step < 10; step++) {
    const done = page.getByRole('heading', { name: 'Great job finishing the samples!' });
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit.or(done)).toBeVisible();
    if (await done.isVisible()) break;
    await answerShownProblem(page);
    await page.getByRole('button', { name: /^(Next problem|See my results)$/ }).click();
  }
  await expect(page.getByRole('link', { name: 'Go to the course map' })).toHaveAttribute('href', '/study');
  await expect(page.getByRole('link', { name: 'Sign up for free' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
