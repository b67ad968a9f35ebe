// The visitor's pages: /main (the landing page) and /preview (the tour), with links that lead where they say,
// a real sample problem in the tour, and no serious axe violation. A visitor at / is sent to the login screen.
import { PRACTICE_PATHS } from '@mathbridge/contract';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './home-support.js';
import { shellReady, useEnglish } from './shell-support.js';

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('/main tells a visitor what the product does and links only to what works', async ({ page }) => {
  await page.goto('/main');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Math that clicks, one problem at a time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Everything you need to grow in math' })).toBeVisible();
  // Features later releases build are described, marked, and not linked.
  const features = page.locator('section[aria-labelledby="landing-features"] li');
  await expect(features).toHaveCount(8);
  await expect(features.filter({ hasText: 'Coming soon' }).first()).toBeVisible();
  await expect(features.getByRole('link')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Sign up free' }).first()).toHaveAttribute('href', '/user/signup');
  await expect(main.getByRole('link', { name: 'Log in' }).first()).toHaveAttribute('href', '/user/login');
  await expect(page.getByRole('link', { name: 'MathBridge home' })).toHaveAttribute('href', '/preview');

  await main.getByRole('link', { name: 'Take a tour' }).click();
  await expect(page).toHaveURL(/\/preview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Take a look around' })).toBeVisible();

  await page.goBack();
  await main.getByRole('link', { name: 'Try sample problems' }).first().click();
  await expect(page).toHaveURL(/\/sample\/preVer2$/);
  await expect(page.getByRole('heading', { name: 'Try sample problems' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();

  await page.goto('/main');
  await main.getByRole('link', { name: 'Sign up free' }).first().click();
  await expect(page).toHaveURL(/\/user\/signup$/);
});

test('/preview tours the course map, a real sample problem and a results screen, then asks to sign up', async ({
  page,
}) => {
  await page.goto('/preview');
  await shellReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Take a look around' })).toBeVisible();
  for (const step of ['Find your unit on the course map', 'Solve one problem at a time', 'See your results']) {
    await expect(page.getByRole('heading', { level: 2, name: step })).toBeVisible();
  }
  // The real course map: the first grade and its first unit.
  const tree = page.getByTestId('preview-tree');
  await expect(tree).toContainText('Elementary Grade 1');
  await expect(tree).toContainText('Numbers up to 9');
  // A real sample problem from the api, math set by KaTeX (with MathML for screen readers).
  const samples = (await (await page.request.get(PRACTICE_PATHS.samples)).json()) as {
    problems: { type: string; stem: { en: string } }[];
  };
  const shown = samples.problems.find((p) => p.type === 'multiple') ?? samples.problems[0];
  const problem = page.getByTestId('preview-problem');
  // The problem (and KaTeX) loads as the reader scrolls near it, not with the page.
  await page.getByRole('figure', { name: 'A real sample problem' }).scrollIntoViewIfNeeded();
  await expect(problem).toBeVisible();
  const words =
    shown?.stem.en
      .replace(/\\\(.*?\\\)/g, ' ')
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]{4,}$/.test(w)) ?? [];
  for (const word of words.slice(0, 3)) await expect(problem).toContainText(word);
  await expect(problem.locator('.katex math').first()).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);

  await expect(page.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/user/signup');
  await page.getByRole('link', { name: 'Solve it yourself' }).click();
  await expect(page).toHaveURL(/\/sample\/preVer2$/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('a visitor who opens the home is sent to the login screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/user\/login$/);
});
