// Notices: an operator publishes one; the student sees the unread badge on /more, reads the notice in their language,
// and the badge clears. A student who opens the operator tools is told they are for operators.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { seriousViolations, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';
import { operatorContext, publishNotice, readAllNotices } from './support-helpers.js';

test('a published notice shows as unread on /more, and reading it clears the badge', async ({
  page,
  browser,
}, testInfo) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/more');
  await shellReady(page);
  await readAllNotices(page);

  const tag = randomBytes(3).toString('hex');
  const { context, page: ops } = await operatorContext(browser, testInfo);
  await ops.goto('/');
  await shellReady(ops);
  const title = { ko: `점검 안내 ${tag}`, en: `Maintenance on Sunday ${tag}` };
  await publishNotice(ops, title, {
    ko: '일요일 새벽에 점검해요.',
    en: 'MathBridge will be down for an hour early on Sunday.',
  });
  await context.close();

  await page.reload();
  const notices = page.getByRole('link', { name: /^Notices/ });
  await expect(notices).toContainText(/\d+ unread notices?/);
  await expect(page.getByTestId('notices-unread')).toContainText(/\d/);
  await notices.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  const item = page.getByRole('link', { name: new RegExp(`${title.en}.*unread`) });
  await expect(item).toContainText('New');
  expect(await seriousViolations(page)).toEqual([]);
  await item.click();

  await expect(page.getByRole('heading', { level: 1, name: title.en })).toBeVisible();
  await expect(page.getByTestId('notice-body')).toHaveText('MathBridge will be down for an hour early on Sunday.');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'All notices' }).click();
  await expect(page.getByRole('link', { name: new RegExp(title.en) })).not.toContainText('New');

  // Notices the other project published meanwhile are read too, so none is left unread.
  await readAllNotices(page);
  await page.goto('/more');
  await expect(page.getByRole('link', { name: /^Notices/ })).toContainText('News and updates from MathBridge');
  await expect(page.getByTestId('notices-unread')).toHaveCount(0);
});

test('a student who opens the operator tools is told they are for operators, and /more has no link to them', async ({
  page,
}) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/more');
  await shellReady(page);
  await expect(page.getByRole('link', { name: /Notices/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Operator tools/ })).toHaveCount(0);

  await page.goto('/operator');
  await expect(page.getByRole('heading', { name: 'This page is for operators' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
