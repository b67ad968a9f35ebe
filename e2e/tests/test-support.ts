// Helpers of the test specs (level, diagnostic, SAT): a signed-up student, tests created and answered through the
// api with the browser's own session, and answering the question the adaptive session shows.
import { buildPath, TEST_PATHS } from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import type { Test, TestReport } from '@mathbridge/contract';
import { expect, type Page } from '@playwright/test';
import { callApi } from './home-support.js';
import { shellReady, signUpAndLogIn, typeIntoMathField, useEnglish } from './shell-support.js';

export { animationsSettled, seriousViolations, shellReady, typeIntoMathField } from './shell-support.js';
export { callApi } from './home-support.js';

/** The id of the test the page has open, from its address (…?id=…). */
export const testIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

/**
 * A new student (a middle school 2 student, so the level test starts around kr-m2), logged in, with the English UI
 * unless told otherwise; the page has the app open.
 */
export async function studentLoggedIn(page: Page, options: { english?: boolean } = {}): Promise<{ email: string }> {
  if (options.english ?? true) await useEnglish(page);
  const account = await signUpAndLogIn(page);
  await page.goto('/');
  await shellReady(page);
  return account;
}

/** A visitor (no account) with the English UI, on this path once the shell has drawn it. */
export async function visitorOn(page: Page, path: string): Promise<void> {
  await useEnglish(page);
  await page.goto(path);
  await shellReady(page);
}

/** Starts a test through the api, as the logged-in student. */
export async function createTestByApi(
  page: Page,
  body: { type: 'LEVEL' | 'DIAGNOSE' | 'SAT'; gradeId?: string; unitIds?: string[] },
): Promise<Test> {
  const created = await callApi<Test>(page, 'POST', TEST_PATHS.tests, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

export async function getTestByApi(page: Page, id: string): Promise<Test> {
  const answer = await callApi<Test>(page, 'GET', buildPath(TEST_PATHS.test, { id }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export async function getReportByApi(page: Page, id: string): Promise<TestReport> {
  const answer = await callApi<TestReport>(page, 'GET', buildPath(TEST_PATHS.report, { id }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Answers the test's current problem through the api ('' skips it); answers the test as it then stands. */
export async function answerByApi(page: Page, test: Test, answer: string | number = ''): Promise<Test> {
  if (!test.item) throw new Error(`test ${test.id} has no current problem`);
  const sent = await callApi<Test>(page, 'POST', buildPath(TEST_PATHS.answers, { id: test.id }), {
    clientAttemptId: randomUUID(),
    problemId: test.item.id,
    answer,
    timeMs: 5000,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body;
}

/** The adaptive session's question heading, 'Question 3' in English. */
export const questionHeading = (page: Page, number: number) =>
  page.getByRole('heading', { name: `Question ${number}`, exact: true });

/**
 * Answers the question on screen through the UI: the first choice (or 12 typed), or "I don't know" when `skip`;
 * an answer the grader cannot read is skipped instead. Resolves once the answer is taken (the question is gone).
 */
export async function answerShownQuestion(page: Page, number: number, options: { skip?: boolean } = {}) {
  const question = page.getByTestId('test-question');
  await expect(questionHeading(page, number)).toBeVisible();
  if (options.skip) {
    await question.getByRole('button', { name: "I don't know" }).click();
  } else {
    const choices = question.getByRole('radiogroup');
    if (await choices.isVisible()) {
      await choices.getByRole('radio').first().check();
    } else {
      await typeIntoMathField(page, '12');
    }
    await question.getByRole('button', { name: 'Next' }).click();
    const unparseable = page.getByTestId('unparseable');
    const moved = questionHeading(page, number);
    await expect(async () => {
      if (await unparseable.isVisible()) await question.getByRole('button', { name: "I don't know" }).click();
      await expect(moved).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    return;
  }
  await expect(questionHeading(page, number)).toHaveCount(0);
}
