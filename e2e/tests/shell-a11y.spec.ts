// No serious or critical axe-core violation on the shell's routes, for a visitor and for a logged-in student. The
// account screens (/user/*, /term/*, /callback/*) are checked by their own specs.
import { ALL_ROUTES, isPublicPath } from '@mathbridge/contract';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

const shellRoute = (path: string) => !/^\/(user|term|callback)\//.test(path);

/** Opens each path in turn and answers the serious violations found, by path ({} when there are none). */
async function violationsByPath(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await shellReady(page);
    await page.waitForTimeout(300);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

test('public routes as a visitor', async ({ page }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  const paths = ALL_ROUTES.filter((p) => isPublicPath(p) && shellRoute(p));
  expect(await violationsByPath(page, paths)).toEqual({});
});

test('login-only routes as a student', async ({ page }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  await signUpAndLogIn(page);
  const paths = [...ALL_ROUTES.filter((p) => !isPublicPath(p) && shellRoute(p)), '/more/settings'];
  expect(await violationsByPath(page, paths)).toEqual({});
});
