// The student's home on desktop and mobile: a new student's warm empty states and a today's set that starts; then a
// practice workbook seen from home as it goes (continue with its progress, then its result and the unit practised
// last). The workbook is made and answered through the api from inside the page, the same calls the solving screen
// makes.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { callApi, seriousViolations } from './home-support.js';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

interface Workbook {
  id: string;
  items: { problem: { id: string; type: 'multiple' | 'essay'; unitId: string } }[];
}

async function openHome(page: Page) {
  await page.goto('/');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Minji!' })).toBeVisible();
}

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
  await expect(quick.getByRole('link', { name: /Incorrect notes/ })).toHaveAttribute('href', '/study/incorrect');
  await expect(quick.getByRole('link', { name: /Quick 5/ })).toHaveAttribute('href', '/solve/one?mode=FAST&count=5');
  await expect(quick.getByRole('link', { name: /Course map/ })).toHaveAttribute('href', '/study');

  // Today's set: the count and units the api holds for this student.
  const today = page.getByTestId('home-today');
  const preview = await callApi<{ items: { problem: { unitId: string } }[] }>(page, 'GET', '/v1/api/study/modes/TODAY');
  const count = preview.body.items.length;
  expect(count).toBeGreaterThan(0);
  await expect(today.getByTestId('today-count')).toHaveText(`${count} problems picked just for you`);
  await expect(today).toContainText('Numbers up to 9');
  expect(await seriousViolations(page)).toEqual([]);

  const start = today.getByRole('link', { name: "Start today's set" });
  await expect(start).toHaveAttribute('href', `/solve/one?mode=TODAY&count=${count}`);
  await start.click();
  // The solving screen builds the workbook and replaces the address with the workbook's own.
  await expect(page).toHaveURL(/\/solve\/one(\/workbook\?id=[0-9a-f-]{36}|\?mode=TODAY&count=\d+)$/);
  // The set the card promised can be built, as many problems as it said.
  const built = await callApi<Workbook>(page, 'POST', '/v1/api/workbooks', {
    questionCount: count,
    source: { type: 'study', studyMode: 'TODAY' },
  });
  expect(built.status).toBe(201);
  expect(built.body.items).toHaveLength(count);
});

test('home follows a practice workbook: continue with its progress, then its result and the unit to pick up', async ({
  page,
}) => {
  await openHome(page);
  const created = await callApi<Workbook>(page, 'POST', '/v1/api/workbooks', {
    questionCount: 1,
    source: { type: 'units', unitIds: ['kr-e1-1-1'] },
  });
  expect(created.status).toBe(201);
  const workbookId = created.body.id;
  const problem = created.body.items[0]?.problem;
  expect(problem?.unitId).toBe('kr-e1-1-1');

  await openHome(page);
  const resume = page.getByTestId('home-continue');
  await expect(resume).toContainText('Practice');
  await expect(resume).toContainText('Numbers up to 9');
  await expect(resume).toContainText('0 of 1 answered');
  await expect(resume.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    `/solve/one/workbook?id=${workbookId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Answer anything, as the solving screen would.
  const answered = await callApi<{ result: string }>(page, 'POST', '/v1/api/attempts', {
    clientAttemptId: randomUUID(),
    problemId: problem?.id,
    workbookId,
    answer: problem?.type === 'multiple' ? 0 : '1',
    timeMs: 4200,
  });
  expect(answered.status).toBe(200);
  expect(['correct', 'incorrect']).toContain(answered.body.result);
  await openHome(page);
  await expect(resume).toContainText('1 of 1 answered');

  const finished = await callApi(page, 'POST', `/v1/api/workbooks/${workbookId}/finish`);
  expect(finished.status).toBe(200);
  await openHome(page);
  const score = answered.body.result === 'correct' ? 1 : 0;
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
});
