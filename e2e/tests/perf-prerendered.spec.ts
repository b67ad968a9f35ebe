// The visitor's pages drawn at build time: the gateway sends /preview, /main and the login form as HTML in the
// browser's language, so the heading is there before any script runs; the app then replaces the drawn page where it
// stands (nothing moves, no layout shift, no console error), and a browser showing another theme gets the app alone.
import { expect, test, type Page } from '@playwright/test';

const PAGES = [
  { path: '/preview', en: 'Take a look around', ko: '매쓰브릿지 둘러보기' },
  { path: '/main', en: 'Math that clicks, one problem at a time', ko: '한 문제씩, 수학이 쉬워지는 경험' },
  { path: '/user/login', en: 'Log in', ko: '로그인' },
] as const;

/** The page's h1 as drawn at build time: the drawn copy before the app runs, the app's after. */
const heading = (page: Page, within: '#prerendered' | '#root') => page.locator(`${within} h1`).first();

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'ko'] as const) {
    test(`the gateway sends the drawn pages in ${language}`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale: language === 'ko' ? 'ko-KR' : 'en-US',
        ignoreHTTPSErrors: true,
      });
      const page = await context.newPage();
      for (const { path, ...names } of PAGES) {
        const response = await page.goto(path);
        expect(response?.headers().vary, path).toMatch(/Accept-Language/);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('#prerendered')).toHaveAttribute('data-language', language);
        await expect(heading(page, '#prerendered'), path).toBeVisible();
        await expect(heading(page, '#prerendered')).toHaveText(names[language]);
      }
      await context.close();
    });
  }
});

test('the app replaces the drawn /preview where it stands, with no console error and no layout shift', async ({
  page,
  browser,
}, testInfo) => {
  // Where the drawn heading stands before any script runs (scripts held back, so the page stays the drawn one).
  const still = await browser.newContext({ viewport: page.viewportSize()!, ignoreHTTPSErrors: true });
  const drawnPage = await still.newPage();
  await drawnPage.route(/\.js$/, (route) => route.abort());
  await drawnPage.goto('/preview');
  const drawnBox = await heading(drawnPage, '#prerendered').boundingBox();
  await drawnPage.screenshot({ path: testInfo.outputPath('drawn.png') });
  await still.close();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  });
  await page.goto('/preview');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  // The shifts up to two frames after the app took over (the sample problem arriving later is another matter).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0)),
          ),
        ),
      ),
  );
  expect(shift).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Take a look around' })).toBeVisible();
  expect(await heading(page, '#root').boundingBox()).toEqual(drawnBox);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: testInfo.outputPath('app.png') });
  expect(errors).toEqual([]);
});

test('a browser showing another theme than the default gets the app alone', async ({ page }) => {
  await page.context().addCookies([{ name: 'uiTheme', value: 'dark', url: test.info().project.use.baseURL! }]);
  const response = await page.goto('/preview');
  expect(await response?.text()).not.toContain('id="prerendered"');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
