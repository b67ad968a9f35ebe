// Sharing a progress report, on desktop and mobile. A student who has practised makes a link from /analytics/record
// (30 days unless changed), gets it with a QR code and sees it in their shared links. A fresh browser, logged out and
// in Korean, opens the link and reads the report in Korean (the student's name, today's snapshot date, the unit), and
// it prints on one A4 page. The student stops sharing; the reader then sees "We couldn't find your record." (in
// Korean) and the api answers 404. No serious axe violation on the dialog or the report.
import { SHARE_PATHS } from '@mathbridge/contract';
import { expect, test } from '@playwright/test';
import {
  animationsSettled,
  browserToday,
  callApi,
  pdfPageCount,
  practiseUnit,
  seriousViolations,
  shellReady,
  signUpAndLogIn,
  useEnglish,
} from './records-support.js';

test('a student shares their progress, a logged-out reader opens it in Korean, and the link is stopped', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/');
  await shellReady(page);
  await practiseUnit(page, 1);
  const today = await browserToday(page);

  await page.goto('/analytics/record');
  await shellReady(page);
  await page.getByRole('button', { name: 'Share my progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your progress' });
  await expect(dialog).toContainText('only this report');
  await expect(dialog.getByRole('radio', { name: '30 days' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const linkField = dialog.getByTestId('share-link');
  await expect(linkField).toHaveValue(/\/report\?token=[\w-]{22,}$/);
  const link = await linkField.inputValue();
  await expect(dialog.getByRole('img', { name: 'QR code that opens the link to this report' })).toBeVisible();
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const shared = page.getByTestId('shared-link');
  await expect(shared).toHaveCount(1);
  await expect(shared).toContainText('Progress report');
  await expect(shared).toContainText('Active');

  // A parent's browser: no session, Korean.
  const reader = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: page.viewportSize(),
    isMobile: testInfo.project.name === 'mobile',
    hasTouch: testInfo.project.name === 'mobile',
  });
  await reader.addInitScript(() => {
    localStorage.setItem('languageType', 'ko');
    localStorage.setItem('translationCode', 'ko');
  });
  const parent = await reader.newPage();
  await parent.goto(link);
  await shellReady(parent);
  const report = parent.getByTestId('shared-report');
  await expect(report.getByRole('heading', { level: 1, name: 'Minji' })).toBeVisible();
  await expect(report).toContainText('학습 현황 리포트');
  await expect(parent.getByTestId('report-snapshot')).toHaveText(today);
  await expect(parent.getByTestId('report-figures')).toContainText('푼 문제5');
  await expect(parent.getByTestId('report-units')).toContainText('9까지의 수');
  await expect(report).not.toContainText('@example.com');
  await expect(parent.getByRole('button', { name: '인쇄하기' })).toBeVisible();
  expect(await seriousViolations(parent)).toEqual([]);
  const pdf = await parent.pdf({ format: 'A4', printBackground: true });
  expect(pdfPageCount(pdf)).toBe(1);

  // The student stops sharing.
  await shared.getByRole('button', { name: `Stop sharing: Progress report, made ${today}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop sharing this link?' });
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(confirm).toBeHidden();
  await expect(shared).toContainText('Stopped');
  await expect(shared.getByRole('button')).toHaveCount(0);

  await parent.reload();
  await shellReady(parent);
  await expect(parent.getByRole('heading', { name: '기록을 찾을 수 없습니다.' })).toBeVisible();
  const token = new URL(link).searchParams.get('token');
  const reopened = await callApi(parent, 'POST', SHARE_PATHS.open, { token });
  expect(reopened.status).toBe(404);
  expect(await seriousViolations(parent)).toEqual([]);
  await reader.close();
});
