// The diagnostic test through the whole stack: a student sets one up for two units of a grade on its setup screen,
// answers the first question on the solving screen and the rest through the api (one unit right, the other not
// known, so it fails down its prerequisites), and reads the report: the figures the answers gave, every unit with
// its status, band and evidence (each opening its question with the explanation), the gap chain down to the root
// and a study plan whose step opens practice. A test not finished says so; another student's report is not found.
// axe on each screen.
import { randomUUID } from 'node:crypto';
import type { DiagnoseReport, Test } from '@mathbridge/contract';
import { expect, test, type Page } from '@playwright/test';
import { answerKeys } from './solve-support.js';
import {
  animationsSettled,
  answerByApi,
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

const GRADE = { id: 'kr-e5', name: 'Elementary Grade 5' };
/** Answered right every time. */
const KNOWN = { id: 'kr-e5-1-1', name: 'Order of operations with whole numbers' };
/** Answered "I don't know" every time, as are the prerequisites it brings in. */
const UNKNOWN = { id: 'kr-e5-1-2', name: 'Factors and multiples' };

/** The grade a unit id belongs to, as the course map names it (kr-e3-2-1 → Elementary Grade 3). */
function gradeNameOf(unitId: string): string {
  const [, school, year] = /^kr-([emh])(\d)/.exec(unitId) ?? [];
  const schools: Record<string, string> = { e: 'Elementary', m: 'Middle School', h: 'High School' };
  return `${schools[school ?? ''] ?? ''} Grade ${year ?? ''}`;
}

/** The right answer to the test's current problem when it is of the known unit, else '' ("I don't know"). */
async function answerFor(test: Test): Promise<string | number> {
  const item = test.item;
  if (!item || item.unitId !== KNOWN.id) return '';
  const key = (await answerKeys([item.id]))[item.id]!;
  return item.type === 'multiple' ? Number(key.answer) : key.answer;
}

/** Answers the question on screen with this answer, through the solving screen's own controls. */
async function answerOnScreen(page: Page, answer: string | number): Promise<void> {
  const question = page.getByTestId('test-question');
  if (answer === '') {
    await question.getByRole('button', { name: "I don't know" }).click();
    return;
  }
  if (typeof answer === 'number') {
    await question.getByRole('radiogroup').getByRole('radio').nth(answer).check();
  } else {
    const field = question.locator('math-field');
    await expect(field).toBeVisible();
    await field.evaluate((element, latex) => {
      (element as HTMLElement & { value: string }).value = latex;
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, answer);
  }
  await question.getByRole('button', { name: 'Next' }).click();
}

test('a student sets up a diagnostic of two units, answers it and reads the report down to the plan', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await studentLoggedIn(page);

  // Setup: the signup grade (middle school 2) first, then grade 5 with two of its units.
  await page.goto('/solve/diagnose/workbook');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostic test' })).toBeVisible();
  const grade = page.getByRole('combobox', { name: 'Grade' });
  await expect(grade).toHaveText('Middle School Grade 2');
  await expect(page.getByText("You haven't taken a diagnostic test yet.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await grade.click();
  await page.getByRole('option', { name: GRADE.name }).click();
  await expect(grade).toHaveText(GRADE.name);
  await expect(page).toHaveURL(/grade=kr-e5/);
  // All of the grade's units until the student opens the list and narrows it.
  await expect(page.getByTestId('units-chosen')).toHaveText(/^All \d+ units of the grade$/);
  await page.getByRole('button', { name: 'Choose units' }).click();
  await expect(page.getByRole('button', { name: 'Hide the list' })).toHaveAttribute('aria-expanded', 'true');
  const all = page.getByRole('checkbox', { name: /^All units/ });
  await expect(all).toBeChecked();
  await expect(page.getByText('At most 40 questions, often fewer.')).toBeVisible();
  await all.uncheck();
  await expect(page.getByRole('button', { name: 'Start the diagnostic' })).toBeDisabled();
  await page.getByRole('checkbox', { name: KNOWN.name }).check();
  await page.getByRole('checkbox', { name: UNKNOWN.name }).check();
  await expect(page.getByTestId('units-chosen')).toHaveText(/^2 of \d+ units chosen$/);
  // 3 a unit and 12 for the prerequisites.
  await expect(page.getByText('At most 18 questions, often fewer.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Start the diagnostic' }).click();

  // The solving screen takes the first answer; the rest go through the api to keep the run short.
  await expect(page).toHaveURL(/\/solve\/test\/diagnose\/workbook\?id=/);
  const testId = testIdOf(page);
  await expect(questionHeading(page, 1)).toBeVisible();
  let current = await getTestByApi(page, testId);
  expect(current).toMatchObject({ type: 'DIAGNOSE', gradeId: GRADE.id, maxItems: 18 });
  expect([...current.unitIds].sort()).toEqual([KNOWN.id, UNKNOWN.id]);
  await answerOnScreen(page, await answerFor(current));
  await expect(questionHeading(page, 2)).toBeVisible();
  current = await getTestByApi(page, testId);
  expect(current.answered).toBe(1);

  // Left half-way, the setup lists it as in progress and resumes it.
  await page.goto('/solve/diagnose/workbook');
  const row = page.getByTestId('diagnose-history-item');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('In progress');
  await expect(row).toContainText('1 question answered');
  await expect(row.getByRole('link', { name: /^Resume: Elementary Grade 5, / })).toHaveAttribute(
    'href',
    `/solve/test/diagnose/workbook?id=${testId}`,
  );

  // Its report is not ready yet.
  await page.goto(`/solve/diagnose/report?id=${testId}`);
  await expect(page.getByRole('heading', { name: 'This problem is not solved yet.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resume the test' })).toHaveAttribute(
    'href',
    `/solve/test/diagnose/workbook?id=${testId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  while (current.status === 'IN_PROGRESS') current = await answerByApi(page, current, await answerFor(current));
  const report = (await getReportByApi(page, testId)) as DiagnoseReport;
  expect(report.gaps.some((gap) => gap.chain.length > 1)).toBe(true);

  // The solving screen of a finished test opens its report.
  await page.goto(`/solve/test/diagnose/workbook?id=${testId}`);
  await expect(page).toHaveURL(new RegExp(`/solve/diagnose/report\\?id=${testId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostic report' })).toBeVisible();

  // The summary gives exactly the figures of the answers.
  const summary = page.getByTestId('report-summary');
  await expect(summary).toContainText(GRADE.name);
  await expect(page.getByTestId('summary-answered')).toContainText(String(report.answered));
  await expect(page.getByTestId('summary-correct')).toContainText(String(report.correct));
  for (const status of ['MASTERED', 'LEARNING', 'GAP'] as const) {
    const count = report.units.filter((unit) => unit.status === status).length;
    await expect(page.getByTestId(`summary-${status}`).locator('dd')).toHaveText(String(count));
  }

  // Every unit with its status, mastery in words and evidence; a unit of another grade says which grade.
  await expect(page.getByTestId('unit-result')).toHaveCount(report.units.length);
  const statusNames = { MASTERED: 'Mastered', LEARNING: 'Still learning', GAP: 'Gap' } as const;
  const cardOf = (unitId: string) => page.locator(`[data-testid="unit-result"][data-unit="${unitId}"]`);
  const nameOf = (unitId: string) => report.units.find((unit) => unit.unitId === unitId)?.name.en ?? unitId;
  for (const unit of report.units) {
    const card = cardOf(unit.unitId);
    await expect(card.getByRole('heading')).toHaveText(unit.name.en);
    if (!unit.unitId.startsWith(`${GRADE.id}-`)) await expect(card).toContainText(gradeNameOf(unit.unitId));
    await expect(card.getByText(statusNames[unit.status], { exact: true })).toBeVisible();
    // Shown as 1–99%: a few answers never make anything certain.
    const percent = Math.min(99, Math.max(1, Math.round(unit.mastery * 100)));
    await expect(card).toContainText(`We're about ${percent}% sure you know it`);
    await expect(card).toContainText(unit.sentence.en);
    await expect(card.getByTestId('evidence')).toHaveCount(unit.evidence.length);
  }
  const known = report.units.find((unit) => unit.unitId === KNOWN.id)!;
  expect(known.correct).toBe(known.answered);
  expect(report.units.find((unit) => unit.unitId === UNKNOWN.id)?.status).toBe('GAP');
  await expect(page.getByRole('article', { name: KNOWN.name, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // An answer of the evidence opens its question with the key and the explanation.
  const evidence = known.evidence[0]!;
  await cardOf(KNOWN.id)
    .getByRole('button', { name: `Question ${evidence.position}, right: see the question and how to solve it` })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Question ${evidence.position}`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Correct answer')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'How to solve it' })).toBeVisible();
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // The gap chain down to the root, and the plan starting there.
  const unknownGap = report.gaps.find((gap) => gap.unitId === UNKNOWN.id)!;
  expect(unknownGap.chain.length).toBeGreaterThan(1);
  const chain = page.getByRole('list', { name: `From ${UNKNOWN.name} back to where to start` });
  const links = chain.getByRole('listitem');
  await expect(links).toHaveCount(unknownGap.chain.length);
  for (const [index, unitId] of unknownGap.chain.entries()) {
    await expect(links.nth(index)).toHaveAttribute('data-unit', unitId);
    await expect(links.nth(index)).toContainText(nameOf(unitId));
  }
  await expect(links.last()).toContainText('Start here');
  const steps = page.getByTestId('plan-step');
  await expect(steps).toHaveCount(report.plan.length);
  for (const [index, step] of report.plan.entries()) {
    await expect(steps.nth(index)).toHaveAttribute('data-unit', step.unitId);
    await expect(steps.nth(index).getByRole('heading')).toContainText(`Step ${index + 1}: ${nameOf(step.unitId)}`);
  }
  const first = report.plan[0]!;
  expect(first.reason).toBe('ROOT_GAP');
  const practise = steps.first().getByRole('link', { name: /^Practice / });
  await expect(practise).toHaveAttribute('href', `/solve/one?unit=${first.unitId}&count=5`);

  // Back on the setup, the finished test opens its report.
  await page.goto('/solve/diagnose/workbook');
  await expect(row).toContainText('Finished');
  await expect(row.getByRole('link', { name: /^See the report: / })).toHaveAttribute(
    'href',
    `/solve/diagnose/report?id=${testId}`,
  );

  // The plan's first step opens practice on its unit.
  await page.goto(`/solve/diagnose/report?id=${testId}`);
  await page
    .getByTestId('plan-step')
    .first()
    .getByRole('link', { name: /^Practice / })
    .click();
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  await expect(page.getByText('Problem 1 of 5')).toBeVisible();

  // Another student finds nothing at this id, nor at an id that does not exist.
  const { baseURL, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, ignoreHTTPSErrors: true });
  const stranger = await context.newPage();
  await studentLoggedIn(stranger);
  for (const id of [testId, randomUUID()]) {
    await stranger.goto(`/solve/diagnose/report?id=${id}`);
    await shellReady(stranger);
    await expect(stranger.getByRole('heading', { name: "We couldn't find your record." })).toBeVisible();
  }
  expect(await seriousViolations(stranger)).toEqual([]);
  await context.close();
});

test('a visitor on the setup is asked to log in and offered the sample', async ({ page }) => {
  await visitorOn(page, '/solve/diagnose/workbook');
  await expect(page.getByRole('heading', { name: 'Log in to take a diagnostic test' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try a sample diagnostic' })).toHaveAttribute(
    'href',
    '/sample/preVer2Diagnose',
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('a report before the student has one: a new diagnostic created by the api is not finished', async ({ page }) => {
  await studentLoggedIn(page);
  const created = await createTestByApi(page, { type: 'DIAGNOSE', gradeId: 'kr-m1' });
  await page.goto(`/solve/diagnose/report?id=${created.id}`);
  await expect(page.getByRole('heading', { name: 'This problem is not solved yet.' })).toBeVisible();
  await page.getByRole('link', { name: 'Resume the test' }).click();
  await expect(page).toHaveURL(new RegExp(`/solve/test/diagnose/workbook\\?id=${created.id}`));
  await expect(questionHeading(page, 1)).toBeVisible();
});
