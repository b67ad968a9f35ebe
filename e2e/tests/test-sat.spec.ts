// The SAT practice test (/sat, /solve/test/sat) through the whole stack: a student starts it, works on module 1 in
// the UI (answers, mark for review, the navigator, the timer switch, the reference sheet), reloads without losing a
// draft, submits module 1 after the review, begins module 2 after the break, submits it, and reads the score with its
// range, the modules, the domains and the explanations. A second student lets the clock run out: the module is
// handed in by itself, and the test resumes from /sat. axe on every screen.
import type { SatReport, Test } from '@mathbridge/contract';
import { expect, test, type Page } from '@playwright/test';
import { answerSatQuestion, openNavigator, satQuestionHeading } from './sat-support.js';
import {
  animationsSettled,
  getReportByApi,
  getTestByApi,
  seriousViolations,
  studentLoggedIn,
  testIdOf,
} from './test-support.js';

const DOMAINS = ['Algebra', 'Advanced Math', 'Problem-Solving and Data Analysis', 'Geometry and Trigonometry'] as const;

async function axeClean(page: Page) {
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Submits the module on screen through the review dialog; answers the review's counts. */
async function submitModule(page: Page, name: string): Promise<{ unanswered: string; marked: string }> {
  await page.getByTestId('submit-module').click();
  const review = page.getByRole('dialog', { name: `Submit ${name}?` });
  await expect(review).toBeVisible();
  const counts = {
    unanswered: (await review.getByTestId('review-unanswered').textContent()) ?? '',
    marked: (await review.getByTestId('review-marked').textContent()) ?? '',
  };
  await review.getByRole('button', { name: 'Submit module' }).click();
  return counts;
}

test('a student takes the SAT: module 1 in the UI, a reload keeps the drafts, module 2 after the break, then the score with its range, domains and explanations', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await studentLoggedIn(page);

  await page.goto('/sat');
  await expect(page.getByRole('heading', { level: 1, name: 'SAT Math practice test' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByText('2 modules of 22 questions')).toBeVisible();
  await expect(page.getByText('35 minutes per module')).toBeVisible();
  await expect(page.getByTestId('sat-scores')).toContainText('No scores yet');
  await axeClean(page);

  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page).toHaveURL(/\/solve\/test\/sat\?id=/);
  const testId = testIdOf(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Module 1 of 2' })).toBeVisible();
  await expect(satQuestionHeading(page, 1, 22)).toBeVisible();
  const started = await getTestByApi(page, testId);
  expect(started.module?.items).toHaveLength(22);
  // Nothing reaches the server before the module is submitted.
  expect(started.module?.answeredIds).toEqual([]);

  // Question 1, then question 2 marked for review.
  await answerSatQuestion(page, { choice: 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(satQuestionHeading(page, 2, 22)).toBeFocused();
  await answerSatQuestion(page, { choice: 2 });
  const mark = page.getByRole('button', { name: 'Mark for review' });
  await mark.click();
  await expect(mark).toHaveAttribute('aria-pressed', 'true');

  // The timer: hidden until switched on (SHOW_TIMER), then counting down from 35 minutes.
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the timer' }).click();
  await expect(page.getByRole('timer')).toHaveAttribute('aria-label', /^Time left: 3[0-4] min \d+ s$/);
  expect(await page.evaluate(() => localStorage.getItem('SHOW_TIMER'))).toBe('Y');

  // The reference sheet.
  await page.getByRole('button', { name: 'Reference' }).click();
  const sheet = page.getByRole('dialog', { name: 'Reference sheet' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Pythagorean theorem' })).toBeVisible();
  await expect(sheet.getByText('The number of radians of arc in a circle is 2π.')).toBeVisible();
  await expect(sheet.locator('.katex').first()).toBeVisible();
  await axeClean(page);
  await sheet.getByRole('button', { name: 'Close the reference sheet' }).click();
  await expect(sheet).toBeHidden();

  // The navigator: question 2 answered and marked, a jump to question 5.
  let drawer = await openNavigator(page);
  await expect(drawer.getByRole('button', { name: 'Question 1: Answered', exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Question 2: Answered, Marked for review' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await axeClean(page);
  await drawer.getByRole('button', { name: 'Question 5: Unanswered' }).click();
  await expect(drawer).toBeHidden();
  await expect(satQuestionHeading(page, 5, 22)).toBeFocused();
  await answerSatQuestion(page, { choice: 3, typed: '7' });
  await expect(page.getByTestId('sat-answered-count')).toHaveText('3 of 22 answered');
  await axeClean(page);

  // A reload loses nothing: the question on screen, the answers and the mark.
  await page.reload();
  await expect(satQuestionHeading(page, 5, 22)).toBeVisible();
  await expect(page.getByTestId('sat-answered-count')).toHaveText('3 of 22 answered');
  await expect(page.getByRole('timer')).toBeVisible();
  drawer = await openNavigator(page);
  await expect(drawer.getByRole('button', { name: 'Question 2: Answered, Marked for review' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Question 1: Answered', exact: true }).click();
  await expect(satQuestionHeading(page, 1, 22)).toBeVisible();
  if (started.module?.items[0]?.type === 'multiple') {
    await expect(page.getByRole('radiogroup').getByRole('radio').nth(1)).toBeChecked();
  }

  // The review before submitting, then module 1 goes in, in module order, blanks as skipped.
  await page.getByTestId('submit-module').click();
  const review = page.getByRole('dialog', { name: 'Submit Module 1?' });
  await expect(review.getByTestId('review-answered')).toHaveText('3');
  await expect(review.getByTestId('review-unanswered')).toHaveText('19');
  await expect(review.getByTestId('review-marked')).toHaveText('1');
  await expect(review.getByText("Once you submit, you can't come back to this module.")).toBeVisible();
  await axeClean(page);
  await review.getByRole('button', { name: 'Submit module' }).click();

  const pause = page.getByTestId('module-break');
  // 22 answers go in one by one: give a busy machine time.
  await expect(pause.getByRole('heading', { name: 'Module 2 is ready' })).toBeVisible({ timeout: 60_000 });
  await expect(pause).toContainText('22');
  await expect(pause).toContainText('35 min');
  await axeClean(page);
  const between: Test = await getTestByApi(page, testId);
  expect(between.module?.index).toBe(2);
  expect(between.answered).toBe(22);

  await page.getByRole('button', { name: 'Begin module 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Module 2 of 2' })).toBeVisible();
  await expect(satQuestionHeading(page, 1, 22)).toBeVisible();
  await answerSatQuestion(page, { choice: 0, typed: '3' });
  const counts = await submitModule(page, 'Module 2');
  expect(counts).toEqual({ unanswered: '21', marked: '0' });

  // The result.
  await expect(page.getByTestId('sat-result')).toBeVisible({ timeout: 60_000 });
  const report = (await getReportByApi(page, testId)) as SatReport;
  expect(report.type).toBe('SAT');
  await expect(page.getByRole('heading', { level: 1, name: 'Your SAT Math score' })).toBeFocused();
  await expect(page.getByTestId('sat-score-value')).toHaveText(String(report.score));
  await expect(page.getByTestId('sat-score-range')).toHaveText(`Range ${report.low}–${report.high}`);
  const modules = page.getByRole('table', { name: 'By module' });
  await expect(modules.getByRole('row')).toHaveCount(3);
  await expect(modules.getByRole('row', { name: /Module 1/ })).toContainText('Standard');
  const domains = page.getByRole('table', { name: 'By domain' });
  for (const domain of DOMAINS) await expect(domains.getByRole('rowheader', { name: domain })).toBeVisible();
  const questions = page.getByTestId('sat-result-question');
  await expect(questions).toHaveCount(44);
  await questions.first().click();
  const details = page.getByRole('region', { name: 'Explanation' }).first();
  await expect(details).toBeVisible();
  await expect(page.getByText('Correct answer').first()).toBeVisible();
  await axeClean(page);

  // /sat lists the score.
  await page.getByRole('link', { name: 'Back to SAT Math' }).click();
  await expect(page.getByTestId('sat-scores')).toContainText(String(report.score));
  await expect(page.getByRole('link', { name: 'Resume' })).toHaveCount(0);
});

test('when the clock runs out the module is handed in by itself, and the test resumes from /sat at module 2', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await studentLoggedIn(page);

  await page.goto('/sat');
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(satQuestionHeading(page, 1, 22)).toBeVisible();
  const testId = testIdOf(page);
  await answerSatQuestion(page, { choice: 3, typed: '5' });
  await expect(page.getByRole('timer')).toHaveCount(0);

  // Five minutes before the end the timer shows itself, with a warning.
  await page.clock.fastForward('30:05');
  await expect(page.getByTestId('sat-warning')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAttribute('aria-label', /^Time left: 4 min \d+ s$/);

  // At zero, module 1 goes in with the answers there were.
  await page.clock.fastForward('05:00');
  const pause = page.getByTestId('module-break');
  await expect(pause).toBeVisible({ timeout: 60_000 });
  await expect(pause).toContainText('Time ran out on module 1');
  const between = await getTestByApi(page, testId);
  expect(between.module?.index).toBe(2);
  expect(between.answered).toBe(22);
  // Module 2's clock runs from its own start: this device's clock, 35 minutes ahead of the server now, is allowed for.
  await expect(pause).toContainText(/Time left\s*3[45]:\d\d/);

  await page.goto('/sat');
  await expect(page.getByTestId('sat-in-progress')).toBeVisible();
  await page.getByRole('link', { name: 'Resume' }).click();
  await expect(page.getByRole('heading', { name: 'Module 2 is ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Begin module 2' }).click();
  await expect(satQuestionHeading(page, 1, 22)).toBeVisible();
});
