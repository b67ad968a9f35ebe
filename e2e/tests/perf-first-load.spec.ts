// The first load of a visitor's /preview on a phone: no KaTeX (the sample problem sits below the first screen and
// loads its math once the reader scrolls), and the problem is there with its math after a scroll.
import { expect, test } from '@playwright/test';
import { useEnglish } from './shell-support.js';

test("a phone's first load of /preview fetches no KaTeX until the reader scrolls", async ({ page }) => {
  await useEnglish(page);
  // Lighthouse's phone.
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Take a look around' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/math-/.test(path))).toEqual([]);

  await page.getByRole('figure', { name: 'A real sample problem' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('preview-problem')).toBeVisible();
  await expect(page.getByTestId('preview-problem').locator('.katex').first()).toBeAttached();
  expect(scripts.filter((path) => /\/math-/.test(path)).length).toBeGreaterThan(0);
});
