// Performance in the browser: a student answers a problem and moves to the next one with no task over 50 ms on the
// main thread (the browser's long-task entries), and a returning visitor's second load takes the hashed files from the
// browser's cache (each is served immutable for a year) instead of asking the server for them.
import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn, useEnglish } from './shell-support.js';

const UNIT = 'kr-e1-1-1';

/** Starts collecting the page's long tasks (each one is a main-thread task over 50 ms). */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const holder = window as unknown as { longTasks: number[] };
    holder.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) holder.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
}

const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

/** Waits, cheaply, until a button with exactly this text is on the page (no accessibility-tree queries). */
async function waitForButton(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === wanted),
    text,
    { polling: 100, timeout: 20_000 },
  );
}

test('answering a problem and moving to the next one runs no task over 50 ms', async ({ page }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto(`/solve/one?unit=${UNIT}&count=5`);
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  await expect(page.getByText('Problem 1 of 5')).toBeVisible();
  // The screen warms MathLive up in idle time a few seconds after it opens; the measurement starts once that is done,
  // as it is for a student who reads the problem before answering.
  await page.waitForFunction(() => customElements.get('math-field') !== undefined, undefined, { timeout: 30_000 });
  const multipleChoice = (await page.getByRole('radiogroup').count()) > 0;
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

  // From here on the test drives the page with plain selectors: the test runner's own accessibility-tree queries run
  // on the page's main thread too and would be counted as the page's tasks.
  await watchLongTasks(page);
  if (multipleChoice) await page.locator('input[type="radio"]').first().check();
  else await page.locator('math-field').pressSequentially('12');
  await page.locator('button', { hasText: /^Submit$/ }).click();
  await waitForButton(page, 'Next problem');
  await page.locator('button', { hasText: /^Next problem$/ }).click();
  await page.waitForFunction(() => document.body.textContent?.includes('Problem 2 of 5'), undefined, { polling: 100 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(await longTasks(page), 'main-thread tasks over 50 ms (ms each)').toEqual([]);
});

test("a returning visitor's second load asks the server for no hashed script or style", async ({ page }) => {
  // Every hashed file is cached for a year as immutable, so a browser never asks for it again.
  const hashed: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/assets/')) return;
    hashed.push(path);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  });
  await page.goto('/preview');
  await expect(page.locator('#main-content')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(hashed.length).toBeGreaterThan(0);

  // The test browser keeps no disk cache for the gateway's self-signed certificate, which it was told to accept, so
  // only what the page's memory cache holds can be checked here: the scripts and the styles, every one of them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const asked: string[] = [];
  const served = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => served.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const path = new URL(response.url).pathname;
    if (!path.startsWith('/assets/') || (type !== 'Script' && type !== 'Stylesheet')) return;
    if (response.fromDiskCache || served.has(requestId)) return;
    asked.push(`${path} (${response.status})`);
  });

  await page.goto('/preview');
  await expect(page.locator('#main-content')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(asked, 'hashed scripts and styles fetched from the server again').toEqual([]);
});
