import { expect, test } from '@playwright/test';

test('the home page loads over HTTPS', async ({ page }) => {
  const response = await page.goto('/main');
  expect(response?.status()).toBe(200);
  expect(page.url()).toMatch(/^https:\/\//);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page).toHaveTitle(/MathBridge|매쓰브릿지/);
});

test('/healthcheck shows the gateway and the api up', async ({ page }) => {
  await page.goto('/healthcheck');
  await expect(page.getByTestId('health-gateway')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByTestId('health-api')).toHaveAttribute('data-status', 'ok');
});

test('an unknown api path answers a JSON 404 from the api through the gateway', async ({ request }) => {
  const response = await request.get('/v1/api/nope');
  expect(response.status()).toBe(404);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe('E_NOT_FOUND');
  expect(body.message).toContain('/v1/api/nope');
});
