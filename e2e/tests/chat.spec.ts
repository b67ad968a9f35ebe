// The chat tutor from a wrong answer: the student opens it from the problem, asks for a hint and gets one from the
// basic tutor (no language model in the test stack), sends a step and gets an answer. No serious axe violation.
import { expect, test } from '@playwright/test';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';
import { answerKeys, answerProblem, seriousViolations, workbookItems } from './solve-support.js';

const UNIT = 'kr-e1-1-1';

test('a wrong answer opens the tutor about that problem, which gives a hint and answers a step', async ({ page }) => {
  test.setTimeout(150_000);
  await useEnglish(page);
  await signUpAndLogIn(page);

  await page.goto(`/solve/one?unit=${UNIT}&count=5`);
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  await shellReady(page);
  await expect(page.getByText('Problem 1 of 5')).toBeVisible();
  const [first] = await workbookItems(page);
  const problem = first!.problem;
  const key = (await answerKeys([problem.id]))[problem.id]!;

  // Always there as a secondary action, and once more under a wrong answer.
  await expect(page.getByTestId('ask-tutor')).toHaveCount(1);
  await answerProblem(page, problem.type, key.wrong);
  await expect(page.getByText("Not quite. Let's look at it together.")).toBeVisible();
  await expect(page.getByTestId('ask-tutor')).toHaveCount(2);
  await page.getByTestId('ask-tutor').last().click();

  await expect(page).toHaveURL(new RegExp(`/study/chat\\?id=[0-9a-f-]+&problemId=${problem.id}`));
  await expect(page.getByTestId('chat-basic-engine')).toHaveText(
    "Basic tutor: it works from the problem's explanation.",
  );
  // The app's chrome is hidden here: the screen has its own header.
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  await page.getByRole('button', { name: 'Give me a hint' }).click();
  await expect(page.getByTestId('student-message').first()).toHaveText(/Give me a hint/);
  await expect(page.getByTestId('tutor-message')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByTestId('tutor-message').first()).not.toHaveText(/^\s*Tutor:\s*$/);

  await page.getByTestId('chat-input').fill('2x = 8 so x = 3');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('student-message')).toHaveCount(2);
  await expect(page.getByTestId('tutor-message')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByTestId('chat-failure')).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);

  // Past chats list this one.
  await page.getByRole('button', { name: 'Past chats' }).click();
  await expect(page.getByTestId('chat-history').getByRole('listitem')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor who opens the tutor is sent to log in', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/study/chat');
  await expect(page).toHaveURL(/\/user\/login/);
});

test('the CHAT study card opens a chat on its own, which solves a typed equation', async ({ page }) => {
  test.setTimeout(90_000);
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/study');
  await shellReady(page);
  await page.getByTestId('mode-CHAT').getByRole('link').click();
  await expect(page).toHaveURL(/\/study\/chat\?id=[0-9a-f-]+$/);
  // Without a problem there is no hint ladder to climb.
  await expect(page.getByRole('button', { name: 'Give me a hint' })).toHaveCount(0);
  await page.getByTestId('chat-input').fill('2x + 3 = 11');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('tutor-message')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByTestId('chat-failure')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
