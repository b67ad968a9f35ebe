// The other ways to solve: a test records answers without feedback and grades them at Finish (asking first when
// some are unanswered), a quest cheers a streak of right answers and shows the best one on the results, and a
// sheet-style test takes its answers in any order. The list of workbooks shows each with the way onward.
import { expect, test } from '@playwright/test';
import { animationsSettled, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';
import { answerKeys, answerProblem, seriousViolations, workbookIdOf, workbookItems } from './solve-support.js';

const UNIT = 'kr-e1-1-1';

test('a test, a quest and a sheet, then the list of workbooks', async ({ page }) => {
  test.setTimeout(300_000);
  await useEnglish(page);
  await signUpAndLogIn(page);

  // Test: no feedback until Finish; its results wait until it is finished.
  await page.goto(`/solve/one?unit=${UNIT}&count=3&kind=test`);
  await shellReady(page);
  await expect(page).toHaveURL(/\/solve\/test\/one\/workbook\?id=/);
  const testId = workbookIdOf(page);
  let items = await workbookItems(page);
  let keys = await answerKeys(items.map((item) => item.problem.id));
  await answerProblem(page, items[0]!.problem.type, keys[items[0]!.problem.id]!.answer);
  await expect(page.getByText('Answer saved')).toBeVisible();
  await expect(page.getByText('Correct! Nice work.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Problem 1, answered' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next problem' }).click();

  await page.getByRole('button', { name: 'Finish test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish with 2 problems unanswered?' });
  await expect(dialog).toContainText('2 problems have no answer yet.');
  // Checked once the dialog has faded in: mid-fade its text is paler than it will be.
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep solving' }).click();

  await page.goto(`/solve/result?id=${testId}`);
  await expect(page.getByRole('heading', { name: 'This problem is not solved yet.' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue the test' }).click();
  // A reload resumes at the first problem without an answer.
  await expect(page.getByText('Problem 2 of 3')).toBeVisible();
  for (const index of [1, 2]) {
    const item = items[index]!;
    await answerProblem(page, item.problem.type, keys[item.problem.id]![index === 1 ? 'wrong' : 'answer']);
    await expect(page.getByText('Answer saved')).toBeVisible();
    await page
      .getByRole('button', { name: index === 1 ? 'Next problem' : 'Finish test' })
      .last()
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`/solve/result\\?id=${testId}`));
  await expect(page.getByRole('heading', { name: 'Test results' })).toBeVisible();
  await expect(page.getByTestId('result-summary')).toContainText('2 / 3');
  expect(await seriousViolations(page)).toEqual([]);

  // Quest: three right in a row is cheered, a reload keeps the flame; the best streak is on the results.
  await page.goto(`/solve/one?unit=${UNIT}&count=3&kind=quest`);
  await expect(page).toHaveURL(/\/solve\/test\/one\/workbook_quest\?id=/);
  items = await workbookItems(page);
  keys = await answerKeys(items.map((item) => item.problem.id));
  for (const [index, item] of items.entries()) {
    await answerProblem(page, item.problem.type, keys[item.problem.id]!.answer);
    await expect(page.getByText('Correct! Nice work.')).toBeVisible();
    if (index === 2) {
      await expect(page.getByText("Three in a row! You're on fire!")).toBeVisible();
      await expect(page.getByRole('status', { name: '3 right answers in a row' }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
    if (index === 1) {
      // A reload opens the next problem with the streak so far.
      await page.reload();
      await expect(page.getByRole('status', { name: '2 right answers in a row' })).toBeVisible();
      continue;
    }
    await page.getByRole('button', { name: index < 2 ? 'Next problem' : 'See my results' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Quest results' })).toBeVisible();
  await expect(page.getByTestId('result-summary')).toContainText('Best streak');
  await expect(page.getByTestId('result-summary')).toContainText('3 / 3');

  // Sheet: every problem on one page, answered last to first, one Finish.
  await page.goto(`/solve/one?unit=${UNIT}&count=3&kind=sheet`);
  await expect(page).toHaveURL(/\/solve\/test\/one\/workbookv2\?id=/);
  items = await workbookItems(page);
  keys = await answerKeys(items.map((item) => item.problem.id));
  await expect(page.getByText(/^Problem \d of 3$/)).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  for (const index of [2, 1, 0]) {
    const item = items[index]!;
    const problem = page.locator(`#sheet-problem-${index + 1}`);
    if (item.problem.type === 'multiple') {
      await problem.getByRole('radio').nth(Number(keys[item.problem.id]!.answer)).check();
    } else {
      await problem.locator('math-field').evaluate((element, latex) => {
        (element as HTMLElement & { value: string }).value = latex;
        element.dispatchEvent(new Event('input', { bubbles: true }));
      }, keys[item.problem.id]!.answer);
    }
    await problem.getByRole('button', { name: 'Submit' }).click();
    await expect(problem.getByText('Answer saved')).toBeVisible();
  }
  await expect(page.getByText('3 of 3 answered').first()).toBeVisible();
  // Continued from the list, a test started as a sheet opens on its sheet again.
  await page.goto('/solve/test/list');
  await page
    .getByTestId('workbook-card')
    .first()
    .getByRole('link', { name: /^Continue/ })
    .click();
  await expect(page).toHaveURL(/\/solve\/test\/one\/workbookv2\?id=/);
  await expect(page.getByText('3 of 3 answered').first()).toBeVisible();
  await page.getByRole('button', { name: 'Finish test' }).click();
  await expect(page.getByRole('heading', { name: 'Test results' })).toBeVisible();
  await expect(page.getByTestId('result-summary')).toContainText('3 / 3');

  // The list: newest first, five to a page, filtered by kind.
  await page.goto('/solve/test/list');
  await expect(page.getByRole('heading', { name: 'My workbooks and tests' })).toBeVisible();
  await expect(page.getByText('3 workbooks')).toBeVisible();
  await expect(page.getByTestId('workbook-card')).toHaveCount(3);
  await expect(page.getByTestId('workbook-card').first()).toContainText('3 of 3 correct');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Quest' }).click();
  await expect(page.getByTestId('workbook-card')).toHaveCount(1);
  await page
    .getByTestId('workbook-card')
    .getByRole('link', { name: /^See results/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Quest results' })).toBeVisible();

  // /solve/one without a query: the chooser, with the recent work.
  await page.goto('/solve/one');
  await expect(page.getByRole('heading', { name: 'Start solving' })).toBeVisible();
  await page.getByRole('button', { name: 'Quest' }).click();
  await expect(page.getByRole('link', { name: /^Quick set/ })).toHaveAttribute(
    'href',
    '/solve/one?mode=FAST&count=5&kind=quest',
  );
  await expect(page.getByTestId('workbook-card')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Practice a recent unit' }).getByRole('link')).toHaveAttribute(
    'href',
    `/solve/one?unit=${UNIT}&count=5&kind=quest`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});
