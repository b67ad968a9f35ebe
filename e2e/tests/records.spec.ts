// /analytics/record on desktop and mobile. A new student sees 'No data' with the first steps (the level test, a unit
// to study) above an empty lawn. A student who has answered a workbook (4 right, 1 wrong) sees today on the lawn
// (scrolled into view, reachable by keyboard, offering that day's problems again), the six months by week and by
// month with tables, the recent problems with their explanations, mastery in words, and the record that opens its
// results; a filter that matches nothing says 'No results'; today's square opens the day's problems as a set. No
// serious axe violation on either.
import { expect, test, type Page } from '@playwright/test';
import {
  browserToday,
  practiseUnit,
  PRACTICE_UNIT_NAME,
  seriousViolations,
  shellReady,
  signUpAndLogIn,
  useEnglish,
} from './records-support.js';

/**
 * Nothing pushes the page wider than the screen (on a phone, a wider page would widen the layout viewport itself);
 * the lawn scrolls inside its own box.
 */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => window.innerWidth)).toBe(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
});

test('a new student sees No data and the first steps', async ({ page }) => {
  await page.goto('/analytics/record');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My records' })).toBeVisible();
  const empty = page.getByTestId('records-empty');
  await expect(empty.getByText('No data', { exact: true })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Take the level test' })).toHaveAttribute('href', '/test');
  await expect(empty.getByRole('link', { name: 'Pick a unit to study' })).toHaveAttribute('href', '/study');

  const lawn = page.getByRole('grid', { name: 'Problems solved each day over the past year' });
  await expect(lawn).toBeVisible();
  await expect(lawn.locator('[tabindex="0"]')).toHaveAttribute('aria-label', /: no problems$/);
  await expect(page.getByTestId('streak-note')).toHaveText('Solve one problem today to start a streak.');
  // Nothing to chart, list or share yet.
  await expect(page.getByTestId('section-activity')).toHaveCount(0);
  await expect(page.getByTestId('section-records')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share my progress' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a student who has practised sees the lawn, the six months, recent problems, mastery and records', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await shellReady(page);
  const workbook = await practiseUnit(page, 1);
  const today = await browserToday(page);

  await page.goto('/analytics/record');
  await shellReady(page);
  await expect(page.getByTestId('records-empty')).toHaveCount(0);

  // The lawn: today's square, the streak, and the box scrolled to today.
  const streaks = page.getByTestId('lawn-streaks');
  await expect(streaks).toContainText('Current streak1 day');
  await expect(streaks).toContainText('Solved this year5 problems');
  const todayCell = page.locator(`td[data-date="${today}"]`);
  await expect(todayCell).toHaveAttribute('aria-label', new RegExp(`^${today}, \\w+: 5 problems$`));
  await expect(todayCell).toHaveAttribute('tabindex', '0');
  const scrolledToEnd = await page
    .getByTestId('lawn-scroller')
    .evaluate((box) => box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
  expect(scrolledToEnd).toBe(true);
  await todayCell.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('td[data-index]:focus')).toHaveAttribute('aria-label', /: no problems$/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lawn-selected').getByRole('link')).toHaveAttribute(
    'href',
    `/solve/one?mode=LAWN&q=${today}&count=5`,
  );

  // The last six months: totals, the month view and the tables behind the charts.
  const activity = page.getByTestId('section-activity');
  await expect(activity.getByTestId('activity-totals')).toContainText('5 problems · 80% right');
  await expect(activity.getByTestId('chart-solved').locator('svg').first()).toBeVisible();
  await activity.getByRole('button', { name: 'Month' }).click();
  await activity.getByLabel('Show as tables').check();
  const solvedTable = activity.getByTestId('chart-solved').getByRole('table');
  await expect(solvedTable).toBeVisible();
  await expect(solvedTable.getByRole('row', { name: new RegExp(`^${today.slice(0, 7)} 5$`) })).toBeVisible();

  // Recent problems lead to their explanations in the workbook's results.
  const recent = page.getByTestId('recent-problem');
  await expect(recent).toHaveCount(5);
  await expect(page.getByTestId('recent-problems').getByText('Wrong', { exact: true })).toHaveCount(1);
  await expect(
    recent.first().getByRole('link', { name: `See the explanation: ${PRACTICE_UNIT_NAME}, ${today}` }),
  ).toHaveAttribute('href', `/solve/result?id=${workbook.id}`);

  // Mastery in words, grouped by grade.
  const unit = page.getByTestId('mastery-unit').filter({ hasText: PRACTICE_UNIT_NAME });
  await expect(unit).toContainText(/About \d{1,3}% sure you've got this/);
  await expect(unit).toContainText('4 of 5 right');

  expect(await seriousViolations(page)).toEqual([]);

  // A filter that matches nothing, then the record that opens its results.
  const records = page.getByTestId('section-records');
  await records.getByLabel('Kind').click();
  await page.getByRole('option', { name: 'Quest' }).click();
  await expect(records.getByText('No results', { exact: true })).toBeVisible();
  await records.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(records.getByTestId('records-count')).toHaveText('1 record');
  await expect(records.getByTestId('record')).toContainText(`${today} · 4 of 5 right`);
  await expectNoSidewaysScroll(page);
  await records.getByRole('link', { name: new RegExp(`^See results: ${PRACTICE_UNIT_NAME}, ${today}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/solve/result\\?id=${workbook.id}`));

  // Today's square opens the day's problems again as a practice set (study mode LAWN).
  await page.goto('/analytics/record');
  await shellReady(page);
  await page.locator(`td[data-date="${today}"]`).click();
  await page.getByTestId('lawn-selected').getByRole('link').click();
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  await expect(page.getByText('Problem 1 of 5')).toBeVisible();
});
