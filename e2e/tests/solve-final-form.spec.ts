// The grader wants the final form: typing an 'Evaluate' problem's own expression back is not an answer. The student is
// asked for the correct answer with the form's hint, may try again, and the worked-out number is then correct.
import { expect, test } from '@playwright/test';
import { answerKeys, answerProblem, openNewWorkbook } from './solve-support.js';

// A workbook of ten from kr-m1-2 holds one problem of each of its templates, the expression to evaluate among them.
const UNIT = 'kr-m1-2';

test("typing the stem's expression back is not accepted as the answer", async ({ page }) => {
  test.setTimeout(180_000);
  const items = await openNewWorkbook(page, UNIT, 10);
  const keys = await answerKeys(items.map((item) => item.problem.id));
  const target = items.findIndex((item) => /^Evaluate \\\(.+\\\)\.$/.test(item.problem.stem.en));
  expect(target, 'the workbook holds an expression to evaluate').toBeGreaterThanOrEqual(0);

  for (const [index, item] of items.slice(0, target).entries()) {
    await expect(page.getByText(`Problem ${index + 1} of ${items.length}`)).toBeVisible();
    await answerProblem(page, item.problem.type, keys[item.problem.id]!.answer);
    await expect(page.getByText('Correct! Nice work.')).toBeVisible();
    await page.getByRole('button', { name: 'Next problem' }).click();
  }

  const problem = items[target]!.problem;
  await expect(page.getByText(`Problem ${target + 1} of ${items.length}`)).toBeVisible();
  const expression = /^Evaluate \\\((.+)\\\)\.$/.exec(problem.stem.en)![1]!;
  await answerProblem(page, 'essay', expression);
  await expect(page.getByText('Please enter the correct answer')).toBeVisible();
  await expect(page.getByText('Enter a single number, fully worked out.')).toBeVisible();
  await expect(page.getByText('Correct! Nice work.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Problem ${target + 1}, correct` })).toHaveCount(0);

  // The same problem takes the worked-out number.
  await answerProblem(page, 'essay', keys[problem.id]!.answer);
  await expect(page.getByText('Correct! Nice work.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Problem ${target + 1}, correct` })).toBeVisible();
});
