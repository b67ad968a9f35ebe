// No serious or critical axe-core violation on the shell's routes, for a visitor and for a logged-in student. The
// account screens (/user/*, /term/*, /callback/*) are checked by their own specs.
import { ALL_ROUTES, isPublicPath } from '@mathbridge/contract';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

const shellRoute = (path: string) => !/^\/(user|term|callback)\//.test(path);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('public routes as a visitor', async ({ page }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  const found: Record<string, string[]> = {};
  for (const path of ALL_ROUTES.filter((p) => isPublicPath(p) && shellRoute(p))) {
    await page.goto(path);
    await shellReady(page);
    await page.waitForTimeout(300);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
});

test('login-only routes as a student', async ({ page }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await signUpAndLogIn(page);
  const found: Record<string, string[]> = {};
  for (const path of [...ALL_ROUTES.filter((p) => !isPublicPath(p) && shellRoute(p)), '/more/settings']) {
    await page.goto(path);
    await shellReady(page);
    await page.waitForTimeout(300);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
});
