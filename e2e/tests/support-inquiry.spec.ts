// The help centre: a student asks a question; an operator answers it in the operator tools; the student sees it
// answered, reads the answer, and has an alert for it.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { animationsSettled, seriousViolations, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';
import { operatorContext } from './support-helpers.js';

test('a question asked in the help centre is answered by an operator, and the answer arrives as an alert', async ({
  page,
  browser,
}, testInfo) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/more/support');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();

  const subject = `Graphs do not show ${randomBytes(3).toString('hex')}`;
  await page.getByRole('button', { name: 'Ask a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a question' });
  // Sending an empty form names what is missing.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Write a title.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Studying' }).click();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Your question').fill('The graph in the second problem is blank.');
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thanks! We got your question.')).toBeVisible();
  const mine = page.getByRole('link', { name: new RegExp(subject) });
  await expect(mine).toContainText('Waiting for an answer');
  expect(await seriousViolations(page)).toEqual([]);

  // The operator answers it.
  const { context, page: ops } = await operatorContext(browser, testInfo);
  await ops.goto('/more');
  await ops.getByRole('link', { name: /Operator tools/ }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Operator tools' })).toBeVisible();
  await ops.getByRole('tab', { name: 'Questions' }).click();
  const card = ops.getByTestId('operator-inquiry').filter({ hasText: subject });
  await expect(card).toContainText('From Minji');
  await card.getByLabel('Answer').fill('Reload the page; the graph draws once the problem has loaded.');
  expect(await seriousViolations(ops)).toEqual([]);
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(ops.getByText('Answer sent. The student gets an alert.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await ops.getByRole('tab', { name: 'Activity' }).click();
  await expect(ops.getByTestId('audit-entry').first()).toContainText('Answered a question');
  await context.close();

  // The student sees the answer and the alert.
  await page.reload();
  await expect(mine).toContainText('Answered');
  await expect(page.getByTestId('alert-bell')).toHaveAccessibleName(/Alerts, \d+ unread/);
  await mine.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId('inquiry-status')).toHaveText('Answered');
  await expect(page.getByTestId('inquiry-answer')).toHaveText(
    'Reload the page; the graph draws once the problem has loaded.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/more/alerts');
  await expect(page.getByText('Your inquiry has an answer').first()).toBeVisible();
});
