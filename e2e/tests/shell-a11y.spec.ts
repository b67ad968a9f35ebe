// No serious or critical axe-core violation on the shell's routes, for a visitor and for a logged-in student. The
// account screens (/user/*, /term/*, /callback/*) are checked by their own specs.
import { ALL_ROUTES, isPublicPath } from '@mathbridge/contract';
import { expect, test } from '@playwright/test';
import { seriousViolations, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

const shellRoute = (path: string) => !/^\/(user|term|callback)\//.test(path);

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
