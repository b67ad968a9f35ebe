// The student's home on desktop and mobile: a new student's warm empty states and a today's set that starts on the
// solving screen; then a practice problem solved there, seen from home as it goes (continue with its progress, then
// its result and the unit practised last).
import { buildPath, PRACTICE_PATHS } from '@mathbridge/contract';
import { expect, test, type Page } from '@playwright/test';
import { answerShownProblem, callApi, seriousViolations } from './home-support.js';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

async function openHome(page: Page) {
  await page.goto('/');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Minji!' })).toBeVisible();
}

const workbookUrl = /\/solve\/one\/workbook\?id=[0-9a-f-]{36}$/;

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
});

test("a new student's home reads warmly and starts today's set", async ({ page }) => {
  await openHome(page);
  const resume = page.getByTestId('home-continue');
  await expect(resume.getByRole('heading', { name: 'Continue where you left off' })).toBeVisible();
  await expect(resume).toContainText('Your first step starts here');
  await expect(resume.getByRole('link', { name: 'Choose a unit' })).toHaveAttribute('href', '/study');
  const results = page.getByTestId('home-results');
  await expect(results).toContainText('No results yet');
  await expect(results.getByRole('link')).toHaveCount(0);

  const quick = page.getByRole('navigation', { name: 'Quick start' });
  await expect(quick.getByRole('link', { name: /Mistakes to review/ })).toHaveAttribute('href', '/study/incorrect');
  await expect(quick.getByRole('link', { name: /Quick set/ })).toHaveAttribute('href', '/solve/one?mode=FAST&count=5');
  await expect(quick.getByRole('link', { name: /Course map/ })).toHaveAttribute('href', '/study');

  // Today's set: the count and units the api holds for this student.
  const today = page.getByTestId('home-today');
  const preview = await callApi<{ items: { problem: { unitId: string } }[] }>(
    page,
    'GET',
    buildPath(PRACTICE_PATHS.study, { mode: 'TODAY' }),
  );
  const count = preview.body.items.length;
  expect(count).toBeGreaterThan(0);
  await expect(today.getByTestId('today-count')).toHaveText(`${count} problems picked just for you`);
  // A new 중2 student starts at the beginning of their own grade, not at grade 1's counting.
  await expect(today).toContainText(
    /Rational numbers and repeating decimals|Working with expressions|Linear inequalities/,
  );
  await expect(today).not.toContainText('Numbers up to 9');
  expect(await seriousViolations(page)).toEqual([]);

  const start = today.getByRole('link', { name: "Start today's set" });
  await expect(start).toHaveAttribute('href', `/solve/one?mode=TODAY&count=${count}`);
  await start.click();
  // The solving screen builds the workbook and replaces the address with the workbook's own.
  await expect(page).toHaveURL(workbookUrl);
  const workbookId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByText(`Problem 1 of ${count}`)).toBeVisible();

  // Home now offers it to continue.
  await openHome(page);
  await expect(resume).toContainText("Today's set");
  await expect(resume).toContainText(`0 of ${count} answered`);
  await expect(resume.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    `/solve/one/workbook?id=${workbookId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('home follows a problem solved on the solving screen: continue, then its result and the unit', async ({
  page,
}) => {
  await page.goto('/solve/one?unit=kr-e1-1-1&count=1');
  await expect(page).toHaveURL(workbookUrl);
  const workbookId = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByText('Problem 1 of 1')).toBeVisible();
  // Answer anything: home shows the workbook answered but not yet handed in.
  await answerShownProblem(page);
  const verdict = page.getByText(/^(Correct! Nice work\.|Not quite\. Let's look at it together\.)$/);
  await expect(verdict).toBeVisible();
  const score = (await verdict.textContent())?.startsWith('Correct') ? 1 : 0;

  await openHome(page);
  const resume = page.getByTestId('home-continue');
  await expect(resume).toContainText('Practice');
  await expect(resume).toContainText('Numbers up to 9');
  await expect(resume).toContainText('1 of 1 answered');
  const cont = resume.getByRole('link', { name: 'Continue' });
  await expect(cont).toHaveAttribute('href', `/solve/one/workbook?id=${workbookId}`);
  await expect(page.getByTestId('home-results')).toContainText('No results yet');

  // Back to the workbook to hand it in.
  await cont.click();
  await expect(page).toHaveURL(new RegExp(`/solve/one/workbook\\?id=${workbookId}$`));
  await page.getByRole('button', { name: 'See my results' }).click();
  await expect(page).toHaveURL(new RegExp(`/solve/result\\?id=${workbookId}$`));

  await openHome(page);
  const results = page.getByTestId('home-results');
  const result = results.getByRole('link', { name: `Numbers up to 9: ${score} of 1 correct, see results` });
  await expect(result).toHaveAttribute('href', `/solve/result?id=${workbookId}`);
  await expect(results.getByRole('link', { name: 'See all my workbooks' })).toHaveAttribute('href', '/solve/test/list');
  // Nothing left to continue: the unit practised last, to practise again or review.
  await expect(resume).toContainText('You last practiced');
  await expect(resume).toContainText('Numbers up to 9');
  await expect(resume).toContainText(`${score} of 1 right so far`);
  await expect(resume.getByRole('link', { name: 'Practice 5 more' })).toHaveAttribute(
    'href',
    '/solve/one?unit=kr-e1-1-1&count=5',
  );
  await expect(resume.getByRole('link', { name: 'Review the unit' })).toHaveAttribute(
    'href',
    '/study/learning/?unitId=kr-e1-1-1',
  );
  expect(await seriousViolations(page)).toEqual([]);

  await result.click();
  await expect(page).toHaveURL(new RegExp(`/solve/result\\?id=${workbookId}$`));
  await expect(page.getByRole('heading', { name: 'Practice results' })).toBeVisible();
});
