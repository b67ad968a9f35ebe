// The AI set on the student's home at desktop and mobile sizes: the set of recommended problems the api holds, each
// saying why, axe-clean; it starts as a workbook and one problem is solved there. Opening that problem's explanation
// on the results reports the help once, and the records page shows the after-help share's empty state.
import { buildPath, PRACTICE_PATHS } from '@mathbridge/contract';
import { expect, test } from '@playwright/test';
import { answerShownProblem, callApi, seriousViolations } from './home-support.js';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

interface StudySetAnswer {
  items: { problem: { id: string; unitId: string }; why: { key: string } | null }[];
}

/** Problems a phone shows before 'Show all'. */
const PHONE_FIRST_SHOWN = 3;

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
});

test('the AI set on home says why for each problem, starts as a workbook, and one problem is solved', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await shellReady(page);
  const card = page.getByTestId('ai-set');
  await expect(card.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();

  // The card lists the set the api recommends, each problem with its reason.
  const set = await callApi<StudySetAnswer>(page, 'GET', `${buildPath(PRACTICE_PATHS.study, { mode: 'AI' })}?count=10`);
  expect(set.status).toBe(200);
  const count = set.body.items.length;
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(10);
  expect(set.body.items.every((item) => item.why !== null)).toBe(true);
  const items = card.getByTestId('ai-set-item');
  await expect(items).toHaveCount(count);
  await expect(items.first().getByTestId('ai-set-why')).toHaveText(/\w{3,}/);

  if (testInfo.project.name === 'mobile' && count > PHONE_FIRST_SHOWN) {
    // A phone shows the first few; 'Show all' opens the rest.
    await expect(items.nth(PHONE_FIRST_SHOWN)).toBeHidden();
    await card.getByRole('button', { name: `Show all ${count}` }).click();
    await expect(items.nth(count - 1)).toBeVisible();
  } else {
    await expect(items.nth(count - 1)).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  const start = card.getByRole('link', { name: `Solve these ${count}` });
  await expect(start).toHaveAttribute('href', `/solve/one?mode=AI&count=${count}`);
  await start.click();
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=[0-9a-f-]{36}$/);
  const workbookId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByText(`Problem 1 of ${count}`)).toBeVisible();
  await answerShownProblem(page);
  await expect(page.getByText(/^(Correct! Nice work\.|Not quite\. Let's look at it together\.)$/)).toBeVisible();

  // The results of the set so far: the explanation opens on demand and reports the help once.
  await page.goto(`/solve/result?id=${workbookId}`);
  const first = page.getByTestId('result-item').first();
  const reported = page.waitForResponse(
    (r) => r.url().endsWith(PRACTICE_PATHS.afterHelp) && r.request().method() === 'POST',
  );
  await first.getByRole('button', { name: 'Show the steps' }).click();
  expect((await reported).status()).toBe(204);
  await expect(first.getByRole('region', { name: 'Step-by-step explanation' }).locator('li').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The similar problem comes later: until then the records page says what will show there.
  await page.goto('/analytics/record');
  const afterHelp = page.getByRole('region', { name: 'On your own after help' });
  await expect(afterHelp).toContainText('Nothing yet');
  expect(await seriousViolations(page)).toEqual([]);
});
