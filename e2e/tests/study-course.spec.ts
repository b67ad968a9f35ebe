// The study area on desktop and mobile: a student browses the course map to a unit and sees its progress label,
// bookmarks it (kept after a reload), opens its unit study page (concept summary, a worked example's solution) and
// starts practising; search finds units by a Korean and an English word and says 'No results' for nonsense; a sixth
// course of interest is refused with the message. No serious axe violation on /study and /study/learning/.
import { buildPath, EVENTS_PATH, PRACTICE_PATHS, PROBLEMS_PATH, SPEC_CALLS } from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

const UNIT_ID = 'kr-e1-1-1';
const UNIT_NAME = 'Numbers up to 9';

/** Nothing pushes the page wider than the screen (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Answers one problem of the unit through the api, so the unit has progress to show. */
async function answerOneProblem(page: Page, unitId: string): Promise<void> {
  const jwt = (await (await page.request.get(SPEC_CALLS.jwt)).json()) as { accessToken: string | null };
  expect(jwt.accessToken).toBeTruthy();
  const headers = { Authorization: `Bearer ${jwt.accessToken}`, translationCode: 'en' };
  const list = await page.request.get(`${PROBLEMS_PATH}?unitId=${unitId}&limit=1`, { headers });
  expect(list.status(), await list.text()).toBe(200);
  const problem = ((await list.json()) as { items: { id: string; type: string }[] }).items[0];
  expect(problem).toBeTruthy();
  const attempt = await page.request.post(PRACTICE_PATHS.attempts, {
    headers,
    data: {
      clientAttemptId: randomUUID(),
      problemId: problem?.id,
      answer: problem?.type === 'multiple' ? 0 : '3',
      timeMs: 4000,
    },
  });
  expect(attempt.status(), await attempt.text()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
});

test('a student browses to a unit, bookmarks it, studies it and starts practising', async ({ page }) => {
  test.setTimeout(120_000);
  await answerOneProblem(page, UNIT_ID);
  await page.goto('/study');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Study' })).toBeVisible();

  // Track → grade → chapter → unit.
  const tree = page.getByRole('region', { name: 'Course map' });
  await expect(tree.getByRole('button', { name: 'Korean Curriculum' })).toHaveAttribute('aria-expanded', 'true');
  await tree.getByRole('button', { name: /^Elementary Grade 1/ }).click();
  const semester = tree.getByRole('button', { name: 'Semester 1' }).first();
  await expect(semester).toHaveAttribute('aria-expanded', 'true');
  const row = tree.getByTestId(`unit-${UNIT_ID}`);
  await expect(row.getByRole('link', { name: UNIT_NAME, exact: true })).toBeVisible();
  await expect(row.getByTestId('unit-progress')).toContainText(/Mastery \d{1,3}%/);
  await expect(row.getByTestId('unit-progress')).toContainText(/[01] of 1 correct/);
  // A unit not practised yet says so.
  await expect(tree.getByTestId('unit-kr-e1-1-2').getByTestId('unit-progress')).toHaveText('Not started');
  // Folding the chapter hides its units.
  await semester.click();
  await expect(row).toBeHidden();
  await semester.click();
  await expect(row).toBeVisible();

  // Bookmark: saved on the server, so it survives a reload.
  const bookmark = row.getByRole('button', { name: `Bookmark ${UNIT_NAME}` });
  const saved = page.waitForResponse(
    (r) => r.url().includes(buildPath(PRACTICE_PATHS.bookmark, { unitId: UNIT_ID })) && r.request().method() === 'PUT',
  );
  await bookmark.click();
  expect((await saved).status()).toBe(200);
  await expect(row.getByRole('button', { name: `Remove bookmark from ${UNIT_NAME}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const bookmarked = page.getByTestId('bookmarked-units');
  await expect(bookmarked.getByRole('link', { name: UNIT_NAME, exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await shellReady(page);
  await expect(page.getByTestId('bookmarked-units').getByRole('link', { name: UNIT_NAME, exact: true })).toBeVisible();
  await expect(page.getByTestId('bookmarked-units')).toContainText('Elementary Grade 1 › Semester 1');

  // Unit study: its own header with a way back, the summary and a worked example's solution.
  await page.getByTestId('bookmarked-units').getByRole('link', { name: UNIT_NAME, exact: true }).click();
  await page.waitForURL(`**/study/learning/?unitId=${UNIT_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: UNIT_NAME })).toBeFocused();
  await expect(page.getByTestId('unit-path')).toHaveText('Korean Curriculum › Elementary Grade 1 › Semester 1');
  await expect(page.getByRole('link', { name: 'Back to Study' })).toHaveAttribute('href', '/study');
  await expect(page.getByRole('heading', { name: 'Concept summary' })).toBeVisible();
  await expect(page.getByTestId('lesson-summary').locator('p').first()).toContainText('count');
  const example = page.getByRole('article', { name: 'Example 1' });
  const show = example.getByRole('button', { name: 'Show solution' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(example.getByText('Answer:')).toBeHidden();
  await show.click();
  await expect(example.getByRole('button', { name: 'Hide solution' })).toHaveAttribute('aria-expanded', 'true');
  await expect(example.getByText('Answer:')).toBeVisible();
  await expect(example.getByRole('region', { name: 'Solution steps' }).locator('li').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Practise: /solve/one builds the workbook and replaces the URL with the solving route.
  await page.getByRole('link', { name: 'Practice this unit' }).click();
  await page.waitForURL(/\/solve\/one\/workbook\?id=[0-9a-f-]{36}$/);
});

test('search finds units by a Korean and an English word, and says No results for nonsense', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/study');
  await shellReady(page);
  // Study modes start a workbook through /solve/one; CHAT opens the tutor.
  await expect(page.getByTestId('mode-FAST').getByRole('link')).toHaveAttribute('href', '/solve/one?mode=FAST&count=5');
  await expect(page.getByTestId('mode-AI').getByRole('link')).toHaveAttribute('href', '/solve/one?mode=AI&count=10');
  await expect(page.getByTestId('mode-INCORRECT').getByRole('link')).toHaveAttribute('href', '/study/incorrect');
  await expect(page.getByTestId('mode-LAWN').getByRole('link')).toHaveAttribute('href', '/analytics/record');
  await expect(page.getByTestId('mode-CHAT').getByRole('link')).toHaveAttribute('href', '/study/chat');
  const box = page.getByRole('searchbox', { name: 'Search units and problems' });

  const searchEvent = page.waitForRequest((r) => {
    if (!r.url().endsWith(EVENTS_PATH) || r.method() !== 'POST') return false;
    const body = r.postDataJSON() as { name?: string; search?: string };
    return body.name === 'search' && body.search === '9까지';
  });
  await box.fill('9까지');
  await box.press('Enter');
  await page.waitForURL(/\/study\?q=9%EA%B9%8C%EC%A7%80$/);
  const event = (await searchEvent).postDataJSON() as Record<string, unknown>;
  expect(event).toMatchObject({ searchType: expect.any(String), language: 'en' });
  expect(String(event.pageLocation)).toContain('/study?q=');
  const units = page.getByTestId('search-units');
  await expect(units.getByRole('link', { name: UNIT_NAME, exact: true })).toHaveAttribute(
    'href',
    `/study/learning/?unitId=${UNIT_ID}`,
  );

  await box.fill('shapes');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/\/study\?q=shapes$/);
  await expect(page.getByRole('heading', { name: 'Results for “shapes”' })).toBeVisible();
  await expect(page.getByTestId('search-units').getByRole('link', { name: 'Various shapes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The words live in the URL: opening it runs the search.
  await page.goto('/study?q=zzqxv%20blorft');
  await expect(page.getByText('No results', { exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search units and problems' })).toHaveValue('zzqxv blorft');
});

test('a sixth course of interest is refused with the limit message', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/study');
  await shellReady(page);
  await page.getByRole('button', { name: 'Choose my courses' }).click();
  const group = page.getByRole('group', { name: 'Courses of interest' });
  const courses = [
    'Elementary Grade 1',
    'Elementary Grade 2',
    'Middle School Grade 1',
    'High School Grade 1',
    'SAT Math',
  ];
  for (const name of courses) {
    const chip = group.getByRole('button', { name, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('interests-count')).toHaveText('5 of 5 chosen');

  const sixth = group.getByRole('button', { name: 'Elementary Grade 3', exact: true });
  await sixth.click();
  await expect(page.getByRole('alert')).toHaveText(
    'You can choose up to 5 courses of interest. Remove one to add another.',
  );
  await expect(sixth).toHaveAttribute('aria-pressed', 'false');
  // Courses of interest come first in the course map and are marked.
  const tree = page.getByRole('region', { name: 'Course map' });
  await expect(tree.getByTestId(/^grade-/).first()).toContainText('Elementary Grade 1');
  await expect(tree.getByTestId('grade-kr-m1')).toContainText('My course');
  expect(await seriousViolations(page)).toEqual([]);

  // Saved on the server: a reload shows the same five.
  await expect
    .poll(async () => {
      const jwt = (await (await page.request.get(SPEC_CALLS.jwt)).json()) as { accessToken: string };
      const r = await page.request.get(PRACTICE_PATHS.interests, {
        headers: { Authorization: `Bearer ${jwt.accessToken}` },
      });
      return ((await r.json()) as { courseIds: string[] }).courseIds.length;
    })
    .toBe(5);
  await page.reload();
  await shellReady(page);
  await expect(page.getByTestId('interests-count')).toHaveText('5 of 5 chosen');
  await expect(page.getByTestId('interests-chosen').getByText('SAT Math')).toBeVisible();
});
