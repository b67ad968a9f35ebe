// A practice workbook of a problem type drawn with a figure (a clock in kr-e2-2-4): every problem shows its figure
// under the stem as an image with its text alternative, the image is drawn, it fits the screen, and axe finds nothing
// serious. Both projects (390 and 1280 px) run it.
import { buildPath, PROBLEM_PATH, PROBLEMS_PATH } from '@mathbridge/contract';
import { expect, test } from '@playwright/test';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';
import { apiGet, seriousViolations, workbookItems } from './solve-support.js';

const UNIT = 'kr-e2-2-4';

interface Listed {
  id: string;
  figure: { svg: string | { ko: string; en: string }; alt: { ko: string; en: string } } | null;
}

test('a practice workbook of figure problems shows each figure with its text alternative', async ({ page }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/');
  await shellReady(page);

  // A problem of the unit that has a figure, then a workbook of more of the same type.
  const listed: Listed[] = [];
  for (let offset = 0; offset < 200 && !listed.some((p) => p.figure); offset += 50) {
    const list = await apiGet<{ items: Listed[] }>(page, `${PROBLEMS_PATH}?unitId=${UNIT}&limit=50&offset=${offset}`);
    listed.push(...list.items);
  }
  const withFigure = listed.find((p) => p.figure);
  expect(withFigure, `${UNIT} has a problem with a figure`).toBeTruthy();
  await page.goto(`/solve/one?mode=SAME&problemId=${withFigure!.id}&count=3`);
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  await expect(page.getByText('Problem 1 of 3')).toBeVisible();

  const items = await workbookItems(page);
  expect(items.length).toBeGreaterThan(0);
  const first = await apiGet<Listed>(page, buildPath(PROBLEM_PATH, { id: items[0]!.problem.id }));
  expect(first.figure).not.toBeNull();

  const figure = page.getByRole('img', { name: first.figure!.alt.en, exact: true });
  await expect(figure).toBeVisible();
  expect(await figure.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  // Drawn (the SVG decoded), as wide as the card allows and never wider than the screen.
  await expect
    .poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await figure.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.width).toBeGreaterThan(Math.min(300, viewport.width - 80));
  expect(box!.width).toBeLessThanOrEqual(Math.min(480, viewport.width));
  expect(await seriousViolations(page)).toEqual([]);
});
