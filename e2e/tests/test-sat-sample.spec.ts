// The visitor's SAT sample (/sample/test/workbookSat): no login, one 12-question module on the test screen (timer,
// navigator, mark for review, reference sheet), kept in the browser across a reload, then scored: the estimate with
// its range, the domains and the questions, with a clear note that nothing was saved and a way to sign up. axe on
// each screen.
import { expect, test, type Page } from '@playwright/test';
import { answerSatQuestion, openNavigator, satQuestionHeading } from './sat-support.js';
import { animationsSettled, seriousViolations, shellReady } from './test-support.js';
import { useEnglish } from './shell-support.js';

async function axeClean(page: Page) {
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
}

test('a visitor takes the SAT sample module and sees a score that was not saved, with a way to sign up', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  await page.goto('/sample/test/workbookSat');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'SAT Math sample' })).toBeVisible();
  await expect(page.getByText('This is a free sample, so nothing is saved.')).toBeVisible();
  await axeClean(page);

  await page.getByRole('button', { name: 'Start the sample' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sample module' })).toBeVisible();
  await expect(satQuestionHeading(page, 1, 12)).toBeVisible();
  await answerSatQuestion(page, { choice: 0, typed: '4' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(satQuestionHeading(page, 2, 12)).toBeFocused();
  await page.getByRole('button', { name: 'Mark for review' }).click();
  await page.getByRole('button', { name: 'Show the timer' }).click();
  await expect(page.getByRole('timer')).toHaveAttribute('aria-label', /^Time left: 1[0-9] min \d+ s$/);

  await page.getByRole('button', { name: 'Reference' }).click();
  await expect(page.getByRole('dialog', { name: 'Reference sheet' })).toBeVisible();
  await page.getByRole('button', { name: 'Close the reference sheet' }).click();

  const drawer = await openNavigator(page);
  await expect(drawer.getByRole('button', { name: 'Question 2: Unanswered, Marked for review' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Question 12: Unanswered' }).click();
  await expect(satQuestionHeading(page, 12, 12)).toBeFocused();
  await answerSatQuestion(page, { choice: 2, typed: '10' });
  await axeClean(page);

  // The drafts live in this browser: a reload keeps them.
  await page.reload();
  await expect(satQuestionHeading(page, 12, 12)).toBeVisible();
  await expect(page.getByTestId('sat-answered-count')).toHaveText('2 of 12 answered');

  await page.getByRole('button', { name: 'Review and submit' }).first().click();
  const review = page.getByRole('dialog', { name: 'Submit Sample module?' });
  await expect(review.getByTestId('review-unanswered')).toHaveText('10');
  await expect(review.getByTestId('review-marked')).toHaveText('1');
  await review.getByRole('button', { name: 'Submit module' }).click();

  await expect(page.getByTestId('sat-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your sample score' })).toBeVisible();
  const score = Number(await page.getByTestId('sat-score-value').textContent());
  expect(score).toBeGreaterThanOrEqual(200);
  expect(score).toBeLessThanOrEqual(800);
  await expect(page.getByTestId('sat-score-range')).toHaveText(/^Range \d{3}–\d{3}$/);
  await expect(page.getByRole('table', { name: 'By domain' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByTestId('sat-result-question')).toHaveCount(12);
  const cta = page.getByTestId('sat-sample-cta');
  await expect(cta).toContainText('Nothing from this sample was saved.');
  await expect(cta.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/user/signup');
  await axeClean(page);
  // Nothing of the sample is left in the browser either.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('mathbridge.sat.'))),
  ).toEqual([]);
});
