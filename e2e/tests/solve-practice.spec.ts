// A student opens a unit, solves its 5-problem practice workbook with one wrong and four right answers, sees each graded
// with its explanation, reads the results, finds the wrong one in the incorrect notes, answers it right from there,
// and it leaves the notes. No serious axe violation on any of these screens.
import { expect, test } from '@playwright/test';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';
import { answerKeys, answerProblem, seriousViolations, workbookIdOf, workbookItems } from './solve-support.js';

const UNIT = 'kr-e1-1-1';

test('practice: one wrong and four right, the results, and the incorrect notes until it is answered right', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await useEnglish(page);
  await signUpAndLogIn(page);

  // The unit's study page starts the practice through /solve/one, which replaces the URL with the workbook's.
  await page.goto(`/study/learning/?unitId=${UNIT}`);
  await shellReady(page);
  const practise = page.getByRole('link', { name: 'Practice this unit', exact: true }).last();
  await expect(practise).toHaveAttribute('href', `/solve/one?unit=${UNIT}&count=5`);
  await practise.click();
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/study/learning/\\?unitId=${UNIT}`));
  await page.goForward();
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  await expect(page.getByText('Problem 1 of 5')).toBeVisible();
  const workbookId = workbookIdOf(page);
  const items = await workbookItems(page);
  expect(items).toHaveLength(5);
  const keys = await answerKeys(items.map((item) => item.problem.id));
  // The wrong answer goes to a multiple-choice problem when there is one, so both kinds get a right answer too.
  const wrongIndex = Math.max(
    0,
    items.findIndex((item) => item.problem.type === 'multiple'),
  );
  const wrongProblem = items[wrongIndex]!.problem;
  expect(await seriousViolations(page)).toEqual([]);

  for (const [index, item] of items.entries()) {
    await expect(page.getByText(`Problem ${index + 1} of 5`)).toBeVisible();
    if (index === 2) {
      // A reload resumes at the first problem without an answer; the ones answered show their grade and key again.
      await page.reload();
      await expect(page.getByText('Problem 3 of 5')).toBeVisible();
      await page.getByRole('button', { name: /^Problem 1, / }).click();
      await expect(page.getByText(/^(Correct! Nice work\.|Not quite\. Let's look at it together\.)$/)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Step-by-step explanation' })).toBeVisible();
      await page.getByRole('button', { name: /^Problem 3, / }).click();
      await expect(page.getByText('Problem 3 of 5')).toBeVisible();
    }
    const key = keys[item.problem.id]!;
    await answerProblem(page, item.problem.type, index === wrongIndex ? key.wrong : key.answer);
    const verdict = index === wrongIndex ? "Not quite. Let's look at it together." : 'Correct! Nice work.';
    await expect(page.getByText(verdict)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Step-by-step explanation' })).toBeVisible();
    const marked = page.getByRole('button', {
      name: `Problem ${index + 1}, ${index === wrongIndex ? 'incorrect' : 'correct'}`,
    });
    await expect(marked).toBeVisible();
    if (index === 0) expect(await seriousViolations(page)).toEqual([]);
    if (index === 1) {
      // Back to a problem already answered, then on again.
      await page.getByRole('button', { name: /^Problem 1, / }).click();
      await expect(page.getByText('Problem 1 of 5')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
      await page.getByRole('button', { name: /^Problem 2, / }).click();
      await expect(page.getByText('Problem 2 of 5')).toBeVisible();
    }
    await page.getByRole('button', { name: index < 4 ? 'Next problem' : 'See my results' }).click();
  }

  await expect(page).toHaveURL(new RegExp(`/solve/result\\?id=${workbookId}`));
  await expect(page.getByRole('heading', { name: 'Practice results' })).toBeVisible();
  await expect(page.getByTestId('result-summary')).toContainText('4 / 5');
  await expect(page.getByTestId('result-item')).toHaveCount(5);
  const wrongCard = page.getByTestId('result-item').nth(wrongIndex);
  await expect(wrongCard.getByText('Incorrect', { exact: true })).toBeVisible();
  await expect(wrongCard.getByText('Your answer')).toBeVisible();
  await expect(wrongCard.getByText('Correct answer')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Step-by-step explanation' })).toHaveCount(5);
  await expect(page.locator('.katex math').first()).toBeAttached();
  await expect(
    wrongCard.getByRole('link', { name: `Practice a problem like problem ${wrongIndex + 1}` }),
  ).toHaveAttribute('href', `/solve/one?mode=SAME&problemId=${wrongProblem.id}&count=3`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/study/incorrect');
  await expect(page.getByRole('heading', { name: 'Mistakes to review' })).toBeVisible();
  await expect(page.getByTestId('incorrect-item')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Practice these' }).click();
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  await expect(page.getByText('Problem 1 of 1')).toBeVisible();
  const [again] = await workbookItems(page);
  expect(again?.problem.id).toBe(wrongProblem.id);
  await answerProblem(page, wrongProblem.type, keys[wrongProblem.id]!.answer);
  await expect(page.getByText('Correct! Nice work.')).toBeVisible();
  await page.getByRole('button', { name: 'See my results' }).click();
  await expect(page.getByTestId('result-summary')).toContainText('1 / 1');

  await page.goto('/study/incorrect');
  await expect(page.getByTestId('incorrect-empty')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No mistakes to review' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
