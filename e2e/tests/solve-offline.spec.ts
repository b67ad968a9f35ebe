// Answers survive the network: a submission whose response is lost is kept and sent again with the same
// clientAttemptId, and the server counts it once; an answer given offline is kept and sent when the browser is back
// online. The student is told the answer is saved and can go on.
import { buildPath, PRACTICE_PATHS } from '@mathbridge/contract';
import { expect, test, type Request } from '@playwright/test';
import {
  answerKeys,
  answerProblem,
  apiGet,
  openNewWorkbook,
  seriousViolations,
  workbookIdOf,
  workbookItems,
} from './solve-support.js';

const UNIT = 'kr-e1-1-1';

interface Sent {
  clientAttemptId: string;
  problemId: string;
  timeMs: number;
}
const sentBody = (request: Request) => request.postDataJSON() as Sent;

test('a submission whose response is lost is re-sent with the same id and counted once', async ({ page }) => {
  test.setTimeout(180_000);
  const items = await openNewWorkbook(page, UNIT, 2);
  const workbookId = workbookIdOf(page);
  const keys = await answerKeys(items.map((item) => item.problem.id));

  // The first answer reaches the server, but its response never reaches the page.
  const sent: Sent[] = [];
  let lost = 0;
  await page.route('**/v1/api/attempts', async (route) => {
    sent.push(sentBody(route.request()));
    if (lost === 0) {
      lost += 1;
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });

  const first = items[0]!;
  await answerProblem(page, first.problem.type, keys[first.problem.id]!.answer);
  await expect(page.getByText("You're offline, but your answer is saved")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next problem' }).click();

  // The app sends it again by itself, with the same id; the server answers the first result.
  await expect(page.getByTestId('kept-answers')).toHaveCount(0, { timeout: 30_000 });
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sent.map((s) => s.clientAttemptId))).toEqual(new Set([sent[0]!.clientAttemptId]));

  const second = items[1]!;
  await answerProblem(page, second.problem.type, keys[second.problem.id]!.answer);
  await expect(page.getByText('Correct! Nice work.')).toBeVisible();
  await page.getByRole('button', { name: 'See my results' }).click();
  await expect(page).toHaveURL(new RegExp(`/solve/result\\?id=${workbookId}`));
  await expect(page.getByTestId('result-summary')).toContainText('2 / 2');

  // Counted once: two answers on the results, and two attempts in the unit's progress.
  const results = await apiGet<{ answered: number; score: number }>(
    page,
    buildPath(PRACTICE_PATHS.workbookResults, { id: workbookId }),
  );
  expect(results).toMatchObject({ answered: 2, score: 2 });
  const progress = await apiGet<{ units: { unitId: string; answered: number }[] }>(page, PRACTICE_PATHS.progress);
  expect(progress.units.find((u) => u.unitId === UNIT)?.answered).toBe(2);
});

test('an answer given offline is kept and sent when the connection returns', async ({ page, context }) => {
  test.setTimeout(180_000);
  const items = await openNewWorkbook(page, UNIT, 2);
  const keys = await answerKeys(items.map((item) => item.problem.id));
  const first = items[0]!;

  await context.setOffline(true);
  await answerProblem(page, first.problem.type, keys[first.problem.id]!.answer);
  await expect(page.getByText("You're offline, but your answer is saved")).toBeVisible();
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('mathbridge.pendingAnswers.'))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { problemId: string }[]),
  );
  expect(kept.flat().map((entry) => entry.problemId)).toEqual([first.problem.id]);
  await page.getByRole('button', { name: 'Next problem' }).click();
  await expect(page.getByRole('button', { name: 'Problem 1, saved on this device' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('kept-answers')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Problem 1, correct' })).toBeVisible();
  const [answered] = await workbookItems(page);
  expect(answered).toMatchObject({ answered: true, correct: true });
});
