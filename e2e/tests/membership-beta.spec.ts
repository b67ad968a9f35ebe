// Membership in the beta: subscribing is free and says when it renews, cancelling keeps it active to the period's end,
// the payment history lists the 0 won order, and the payment callback says plainly when a payment did not go through.
// At desktop and mobile sizes, with axe.
import { MEMBERSHIP_PATHS } from '@mathbridge/contract';
import { expect, request, test, type Page } from '@playwright/test';
import { callApi } from './home-support.js';
import {
  animationsSettled,
  newStudentOnMore,
  seriousViolations,
  shellReady,
  signUpAndLogIn,
  useEnglish,
} from './shell-support.js';

const DAY = /\d{4}-\d{2}-\d{2}/;

async function openMembershipFromMore(page: Page): Promise<void> {
  await page.goto('/more');
  await shellReady(page);
  await page
    .locator('#main-content')
    .getByRole('link', { name: /Membership/ })
    .click();
  await page.waitForURL('**/more/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
}

test('a student subscribes for free in the beta, sees the renewal date and the 0 won order, then cancels', async ({
  page,
}) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await openMembershipFromMore(page);

  const card = page.getByTestId('membership-card');
  await expect(card).toHaveAttribute('data-state', 'NONE');
  await expect(card.getByTestId('membership-price')).toHaveText('₩0 for 30 days');
  await expect(card.getByText('Beta: free')).toBeVisible();
  await expect(card.getByTestId('membership-beta')).toContainText('Free during the beta');
  await expect(card.getByText(/Subscribe now and it renews for free on \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Subscribe for free' }).click();
  await expect(card).toHaveAttribute('data-state', 'ACTIVE');
  await expect(card.getByTestId('membership-state')).toHaveText('Active');
  const { body } = await callApi<{ periodEnd: string; renewsAt: string }>(page, 'GET', MEMBERSHIP_PATHS.membership);
  expect(body.renewsAt).toBe(body.periodEnd);
  const renews = await page.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }, body.periodEnd);
  await expect(card.getByText(`Renews on ${renews} at ₩0.`)).toBeVisible();

  await page.getByRole('link', { name: 'Payment history' }).click();
  await page.waitForURL('**/more/membership/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  const orders = page.getByTestId('payment-order');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toHaveAttribute('data-status', 'FREE');
  await expect(orders.first()).toContainText('₩0');
  await expect(orders.first()).toContainText('Free (beta)');
  await expect(orders.first()).toContainText(DAY);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to membership' }).click();
  await card.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(dialog).toContainText(`It stays active until ${renews} and then ends.`);
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveAttribute('data-state', 'CANCELLED');
  await expect(card.getByTestId('membership-summary')).toContainText(
    `Your membership stays active until ${renews}, then it ends.`,
  );

  // Still cancelled after a reload; keeping it makes it renew again.
  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'CANCELLED');
  await card.getByRole('button', { name: 'Keep my membership' }).click();
  await expect(card).toHaveAttribute('data-state', 'ACTIVE');
  await expect(card.getByText(`Renews on ${renews} at ₩0.`)).toBeVisible();
});

test('the payment callback says a cancelled or failed payment changed nothing', async ({ page }) => {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto(
    '/payment/callback/iamport/kakaopay?imp_success=false&merchant_uid=mb_20261124_abc&error_msg=%5B%EA%B2%B0%EC%A0%9C%ED%8F%AC%EA%B8%B0%5D',
  );
  await shellReady(page);
  const failed = page.getByTestId('payment-callback-failed');
  await expect(failed.getByRole('heading', { name: "The payment didn't go through" })).toBeVisible();
  await expect(failed).toContainText("You haven't been charged, and your membership is unchanged.");
  expect(await seriousViolations(page)).toEqual([]);

  // A return that claims success is checked by the server, which has nothing to confirm in the beta.
  await page.goto('/payment/callback/iamport/kakaopay?imp_success=true&imp_uid=imp_1&merchant_uid=mb_20261124_abc');
  await expect(page.getByTestId('payment-callback-refused')).toContainText('Your membership is unchanged.');

  await page.getByRole('link', { name: 'Go to membership' }).click();
  await expect(page.getByTestId('membership-card')).toHaveAttribute('data-state', 'NONE');
});

test('settings hold the timer and the account, and are reached from /more', async ({ page }) => {
  const menu = await newStudentOnMore(page);
  await menu.getByRole('link', { name: /Settings/ }).click();
  await page.waitForURL('**/more/settings');
  const timer = page.getByRole('switch', { name: 'Show the timer while solving' });
  await expect(timer).not.toBeChecked();
  await timer.click();
  await expect(timer).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('SHOW_TIMER'))).toBe('Y');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show the timer while solving' })).toBeChecked();

  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/user/changePassword');
  await account.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page)).toEqual([]);
});

test("PortOne's webhook reaches the api through the gateway without a session, and in the beta has nothing to verify", async ({
  baseURL,
}) => {
  const portone = await request.newContext({ baseURL, ignoreHTTPSErrors: true });
  try {
    const res = await portone.post(MEMBERSHIP_PATHS.webhook, {
      data: { imp_uid: 'imp_000000000001', merchant_uid: 'mb_20261124_forged', status: 'paid' },
    });
    expect(res.status()).toBe(409);
    expect(await res.json()).toEqual({
      code: 'E_PAYMENTS_OFF',
      message: 'Payments are not switched on: membership is free during the beta.',
    });
  } finally {
    await portone.dispose();
  }
});
