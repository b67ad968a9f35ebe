// The level test (/test) and the diagnostic's solving screen, through the whole stack: a student takes the level
// test to its result (placement with its band, strands, three units that open practice), leaves mid-test and
// resumes, keeps an answer through a dropped connection; the diagnostic screen resumes after a reload and opens the
// report at the end. axe on the intro, the session and the result.
import { randomUUID } from 'node:crypto';
import type { LevelReport } from '@mathbridge/contract';
import { expect, test } from '@playwright/test';
import {
  answerByApi,
  answerShownQuestion,
  createTestByApi,
  getReportByApi,
  getTestByApi,
  questionHeading,
  seriousViolations,
  shellReady,
  studentLoggedIn,
  testIdOf,
  visitorOn,
} from './test-support.js';

const GRADE_NAMES: Record<string, string> = {
  'kr-e1': 'Grade 1',
  'kr-e2': 'Grade 2',
  'kr-e3': 'Grade 3',
  'kr-e4': 'Grade 4',
  'kr-e5': 'Grade 5',
  'kr-e6': 'Grade 6',
  'kr-m1': 'Grade 7',
  'kr-m2': 'Grade 8',
  'kr-m3': 'Grade 9',
  'kr-h1': 'Grade 10',
};

const STRAND_NAMES = {
  number: 'Numbers and operations',
  algebra: 'Patterns and algebra',
  geometry: 'Shapes and measurement',
  data: 'Data and probability',
} as const;

const STATUS_NAMES = { strength: 'Strength', gap: 'Gap', even: 'On level', untested: 'Not tested' } as const;

function placementText({ placement }: LevelReport): string {
  const grade = GRADE_NAMES[placement.gradeId];
  if (placement.lowGradeId === placement.highGradeId) return grade ?? '';
  return `${grade} (${GRADE_NAMES[placement.lowGradeId]} – ${GRADE_NAMES[placement.highGradeId]})`;
}

test('a student takes the level test to the result: placement with its band, strands and three units to practise', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await studentLoggedIn(page);

  await page.goto('/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Level test' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(page.getByText('About 10 minutes, 5 to 20 questions')).toBeVisible();
  // The signup grade (middle school 2) is where it starts.
  await expect(page.getByRole('combobox', { name: 'Starting grade' })).toHaveText('Grade 8');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page).toHaveURL(/\/test\?id=/);
  const testId = testIdOf(page);
  await expect(questionHeading(page, 1)).toBeFocused();
  await expect(page.getByTestId('test-progress')).toHaveText('Question 1 · up to 20');
  await expect(page.getByTestId('test-subtitle')).toHaveText('Started around Grade 8');
  await expect(page.getByTestId('test-live')).toHaveText('Question 1. The test has up to 20 questions.');
  expect(await seriousViolations(page)).toEqual([]);

  const result = page.getByTestId('level-result');
  let number = 1;
  for (; number <= 20; number++) {
    await answerShownQuestion(page, number, { skip: number % 3 === 0 });
    await expect(questionHeading(page, number + 1).or(result)).toBeVisible();
    if (await result.isVisible()) break;
    // No right or wrong before the end: no feedback line and no answer shown (a stem itself may ask for 'the correct
    // answer' of a calculation done by mistake).
    await expect(page.getByText(/^(Correct! Nice work\.|Not quite\.)/)).toHaveCount(0);
    await expect(page.getByText('Correct answer', { exact: true })).toHaveCount(0);
  }
  expect(number).toBeLessThanOrEqual(20);

  await expect(page.getByRole('heading', { level: 1, name: 'Your level test result' })).toBeFocused();
  const report = await getReportByApi(page, testId);
  if (report.type !== 'LEVEL') throw new Error(`a level test's report is ${report.type}`);
  expect(report.itemCount).toBe(number);
  await expect(page.getByTestId('level-placement')).toHaveText(placementText(report));
  await expect(page.getByTestId('level-answered')).toHaveText(String(report.itemCount));
  await expect(page.getByTestId('level-correct')).toHaveText(String(report.correct));
  await expect(page.getByTestId('level-minutes')).toHaveText(/^\d+ min$/);

  const strands = page.getByTestId('level-strand');
  await expect(strands).toHaveCount(4);
  for (const strand of report.strands) {
    const card = strands.filter({ hasText: STRAND_NAMES[strand.strand] });
    await expect(card).toContainText(STATUS_NAMES[strand.status]);
    if (strand.status === 'untested') await expect(card).toContainText("can't say yet");
    else await expect(card).toContainText(`${strand.correct} of ${strand.answered} right`);
  }

  const units = page.getByTestId('level-next-unit');
  expect(report.nextUnits.length).toBeGreaterThanOrEqual(3);
  await expect(units).toHaveCount(3);
  for (const [index, unit] of report.nextUnits.slice(0, 3).entries()) {
    await expect(units.nth(index).getByRole('link', { name: /^Practice / })).toHaveAttribute(
      'href',
      `/solve/one?unit=${unit.unitId}&count=5`,
    );
  }
  expect(await seriousViolations(page)).toEqual([]);

  // A reload shows the result again; the intro then shows it as the last result.
  await page.reload();
  await expect(page.getByTestId('level-placement')).toHaveText(placementText(report));
  await page.getByRole('link', { name: 'Take it again' }).click();
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.getByTestId('level-last-result')).toContainText(placementText(report));
  await expect(page.getByRole('button', { name: 'Take it again' })).toBeVisible();

  // The first unit's practice opens a practice workbook on that unit.
  await page.goto(`/test?id=${testId}`);
  await units
    .first()
    .getByRole('link', { name: /^Practice / })
    .click();
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
});

test('leaving mid-test and coming back resumes at the current question; an answer survives a dropped connection', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await studentLoggedIn(page);
  await page.goto('/test');
  await page.getByRole('combobox', { name: 'Starting grade' }).click();
  await page.getByRole('option', { name: 'Grade 5', exact: true }).click();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page).toHaveURL(/\/test\?id=/);
  const testId = testIdOf(page);
  await answerShownQuestion(page, 1);

  // The first two sends of the second answer are lost on the way: it is kept, and sent again with the same id.
  const sent: { clientAttemptId: string; answer: unknown }[] = [];
  let drops = 2;
  await page.route('**/v1/api/tests/*/answers', async (route) => {
    sent.push(route.request().postDataJSON() as { clientAttemptId: string; answer: unknown });
    if (drops-- > 0) await route.abort('connectionfailed');
    else await route.continue();
  });
  await expect(questionHeading(page, 2)).toBeVisible();
  await page.getByRole('button', { name: "I don't know" }).click();
  await expect(page.getByTestId('answer-waiting')).toContainText("We can't reach the server right now");
  await expect(questionHeading(page, 3)).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/v1/api/tests/*/answers');
  expect(sent.length).toBe(3);
  expect(new Set(sent.map((body) => body.clientAttemptId)).size).toBe(1);
  expect(sent.every((body) => body.answer === '')).toBe(true);
  expect((await getTestByApi(page, testId)).answered).toBe(2);

  // Leave: the intro offers to resume where the student stopped.
  await page.getByRole('link', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/test$/);
  const resume = page.getByTestId('level-resume');
  await expect(resume).toContainText("You've answered 2 questions so far.");
  await expect(page.getByRole('button', { name: 'Start a new test' })).toBeVisible();
  await resume.getByRole('link', { name: 'Resume' }).click();
  await expect(questionHeading(page, 3)).toBeVisible();
  await expect(page.getByTestId('test-progress')).toHaveText('Question 3 · up to 20');
  await expect(page.getByTestId('test-subtitle')).toHaveText('Started around Grade 5');

  // A reload resumes there too.
  await page.reload();
  await shellReady(page);
  await expect(questionHeading(page, 3)).toBeVisible();
  const test3 = await getTestByApi(page, testId);
  expect(test3.answered).toBe(2);
  expect(test3.gradeId).toBe('kr-e5');
});

test('the diagnostic solving screen: answers two questions, resumes after a reload, opens the report at the end', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await studentLoggedIn(page);

  // No id, or a test that is not this student's: no record, and the way to set one up.
  for (const url of ['/solve/test/diagnose/workbook', `/solve/test/diagnose/workbook?id=${randomUUID()}`]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: "We couldn't find your record." })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set up a diagnostic test' })).toHaveAttribute(
      'href',
      '/solve/diagnose/workbook',
    );
  }

  let diagnostic = await createTestByApi(page, { type: 'DIAGNOSE', gradeId: 'kr-m1' });
  await page.goto(`/solve/test/diagnose/workbook?id=${diagnostic.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostic test' })).toBeVisible();
  await expect(page.getByTestId('test-subtitle')).toHaveText('Grade 7 · all units');
  await expect(page.getByTestId('test-progress')).toHaveText(`Question 1 · up to ${diagnostic.maxItems}`);
  expect(await seriousViolations(page)).toEqual([]);

  await answerShownQuestion(page, 1);
  await answerShownQuestion(page, 2, { skip: true });
  await expect(questionHeading(page, 3)).toBeVisible();

  await page.reload();
  await shellReady(page);
  await expect(questionHeading(page, 3)).toBeVisible();
  diagnostic = await getTestByApi(page, diagnostic.id);
  expect(diagnostic.answered).toBe(2);

  // The rest through the api; the screen then opens the report.
  while (diagnostic.status === 'IN_PROGRESS') diagnostic = await answerByApi(page, diagnostic, '');
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/solve/diagnose/report\\?id=${diagnostic.id}`));
});

test('a visitor on the diagnostic solving screen is asked to log in', async ({ page }) => {
  await visitorOn(page, `/solve/test/diagnose/workbook?id=${randomUUID()}`);
  await expect(page.getByTestId('login-required')).toContainText('Log in to start solving');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});
