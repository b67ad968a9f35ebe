// Error texts of spec §8: a 404 alerts 'Invalid request (404)' (in Korean for a Korean UI), any other error the
// server's message. The failures are injected into the me call of a real page.
import { expect, test, type Page } from '@playwright/test';

async function withFailingMe(page: Page, status: number, body: { code: string; message: string }) {
  await page.route('**/api/jwt', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { accessToken: 'expired-or-not' } }) : route.continue(),
  );
  await page.route('**/api/user/me', (route) => route.fulfill({ status, json: body }));
}

test('a 404 alerts the Korean text for Invalid request (404)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('languageType', 'ko'));
  await withFailingMe(page, 404, { code: 'E_NOT_FOUND', message: 'No route for GET /api/user/me' });
  await page.goto('/main');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('잘못된 요청입니다.(404)');
  await expect(dialog).not.toContainText('No route');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);
});

test("a non-404 error alerts the server's message", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('languageType', 'en'));
  await withFailingMe(page, 503, {
    code: 'E_UNAVAILABLE',
    message: 'The learning service is resting. Try again soon.',
  });
  await page.goto('/main');
  await expect(page.getByRole('alertdialog')).toContainText('The learning service is resting. Try again soon.');
});

test('a me call answered with E00004 logs out to the login screen', async ({ page }) => {
  await withFailingMe(page, 401, { code: 'E00004', message: 'User not found' });
  await page.goto('/study?tab=units');
  await expect(page).toHaveURL((url) => url.pathname === '/user/login' && url.search === '?tab=units');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
