// The alert centre: the top bar's bell shows an alert (an answer to the student's question), the centre lists it,
// opening it marks it read and goes to its page, and everything can be marked read at once. Desktop and mobile.
import { expect, test } from '@playwright/test';
import { answeredQuestion, operatorOf, publishedNotice } from './alerts-support.js';
import { animationsSettled, seriousViolations, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

test('the bell shows an answer to a question; opening it marks it read', async ({ page }, testInfo) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/');
  await shellReady(page);
  const bell = page.getByTestId('alert-bell');
  await expect(bell).toHaveAccessibleName(/^Alerts/);

  const operator = await operatorOf(testInfo);
  const inquiryId = await answeredQuestion(page, operator, 'Reviewing mistakes');
  await operator.dispose();

  // The bell asks again when the app comes back into view; a reload stands in for that here. A notice published by
  // a spec running beside this one may also be there, so the answer's alert is found by its text.
  await page.reload();
  await expect(bell).toHaveAccessibleName(/^Alerts, \d+ unread$/);
  const before = Number(await page.getByTestId('alert-bell-count').getAttribute('data-count'));
  expect(before).toBeGreaterThanOrEqual(1);
  await bell.click();
  await expect(page).toHaveURL(/\/more\/alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  const item = page.getByTestId('alert-item').filter({ hasText: 'Reviewing mistakes' });
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('Your inquiry has an answer');
  await expect(page.getByTestId('alerts-read-all')).toBeEnabled();
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/more/support/inquiries/${inquiryId}$`));
  await page.goto('/more/alerts');
  // A notice published by a spec beside this one can land between the list's read and the bell's: read both again
  // until they are of the same moment.
  await expect(async () => {
    await page.reload();
    await expect(item).toHaveAttribute('data-read', 'true');
    const unreadItems = await page.locator('[data-testid="alert-item"][data-read="false"]').count();
    await expect(page.getByTestId('alert-bell-count')).toHaveAttribute('data-count', String(unreadItems), {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
});

test('a notice reaches every student; mark all as read clears the bell', async ({ page }, testInfo) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
  const operator = await operatorOf(testInfo);
  const notice = await publishedNotice(operator);
  await publishedNotice(operator);
  await operator.dispose();

  await page.goto('/more/alerts');
  await shellReady(page);
  await expect(page.getByTestId('alert-item').filter({ hasText: notice.title })).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('alert-bell')).toHaveAccessibleName(/Alerts, \d+ unread/);
  await page.getByTestId('alerts-read-all').click();
  await expect(page.getByTestId('alert-bell-count')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('alert-item').filter({ hasText: notice.title })).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('alerts-read-all')).toBeDisabled();
});
