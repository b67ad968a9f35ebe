// A student who starts typing the moment a typed-answer problem appears keeps every keystroke: the answer field has
// the focus as soon as it is shown (before the math editor has even loaded), and Submit grades what was typed.
import { expect, test, type Page } from '@playwright/test';
import { answerKeys, answerProblem, openNewWorkbook, type AnswerKey } from './solve-support.js';

// kr-e1-1-1 mixes choices with typed answers that are whole numbers, which a keyboard types as they are.
const UNIT = 'kr-e1-1-1';
// Ten problems: enough that nearly every workbook holds two typed answers, one for each case below.
const COUNT = 10;

async function typeAtOnceAndSubmit(page: Page, heading: string, key: AnswerKey) {
  await expect(page.getByText(heading)).toBeVisible();
  // No click on the field and no wait for the editor: the keys go to whatever has the focus.
  await page.keyboard.type(key.answer);
  // Every key, once and in order.
  await expect
    .poll(() => page.locator('math-field').evaluate((element) => (element as HTMLElement & { value: string }).value))
    .toBe(key.answer);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Type your answer first.')).toHaveCount(0);
  await expect(page.getByText('Correct! Nice work.')).toBeVisible();
}

test('typing right after a typed-answer problem appears reaches the answer, after Next and after a reload', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'typing at once is a keyboard matter; phones open the keypad by a tap',
  );
  test.setTimeout(180_000);
  const items = await openNewWorkbook(page, UNIT, COUNT);
  const keys = await answerKeys(items.map((item) => item.problem.id));
  const essays = items.flatMap((item, index) => (item.problem.type === 'essay' && index > 0 ? [index] : []));
  expect(essays.length, 'the workbook holds a typed answer after the first problem').toBeGreaterThan(0);
  for (const index of essays) expect(keys[items[index]!.problem.id]!.answer).toMatch(/^\d+$/);

  // After Next: the problem before the first typed answer is answered, and the typed one follows at once.
  const first = essays[0]!;
  for (const [index, item] of items.slice(0, first).entries()) {
    await expect(page.getByText(`Problem ${index + 1} of ${COUNT}`)).toBeVisible();
    await answerProblem(page, item.problem.type, keys[item.problem.id]!.answer);
    await page.getByRole('button', { name: 'Next problem' }).click();
  }
  await typeAtOnceAndSubmit(page, `Problem ${first + 1} of ${COUNT}`, keys[items[first]!.problem.id]!);

  // After a reload: the page opens on the next typed answer (the first one left), and the student types before
  // anything else. Seeds decide whether a workbook holds a second typed answer; most do.
  const second = essays[1];
  if (second === undefined) {
    testInfo.annotations.push({ type: 'note', description: 'one typed answer only: the reload case was not reached' });
    return;
  }
  for (const [offset, item] of items.slice(first + 1, second).entries()) {
    await page.getByRole('button', { name: 'Next problem' }).click();
    await expect(page.getByText(`Problem ${first + 2 + offset} of ${COUNT}`)).toBeVisible();
    await answerProblem(page, item.problem.type, keys[item.problem.id]!.answer);
  }
  await page.reload();
  await typeAtOnceAndSubmit(page, `Problem ${second + 1} of ${COUNT}`, keys[items[second]!.problem.id]!);
});
