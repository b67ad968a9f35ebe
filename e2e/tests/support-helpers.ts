// Helpers of the support specs: the operator of the running project (an account the api makes an operator because
// its e-mail is listed in OPERATOR_EMAILS), in a browser context of its own, and the api calls that set up notices.
import { buildPath, SUPPORT_PATHS } from '@mathbridge/contract';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { emailSignupBody } from '../support/signup.mjs';
import { callApi } from './home-support.js';
import { verificationCode } from './shell-support.js';

const PASSWORD = 'Operate4math!';

/** The e-mail of the project's operator (each project has its own, listed in OPERATOR_EMAILS). */
export const operatorEmail = (testInfo: TestInfo) => `operator-${testInfo.project.name}@mathbridge.test`;

/**
 * Logs `api` in as the operator, signing the account up the first time. Specs running side by side may sign the same
 * operator up at once: whoever gets there first signs up (one code is sent at a time), and the others log in once
 * that account exists.
 */
export async function logInAsOperator(api: APIRequestContext, email: string): Promise<void> {
  const headers = { translationCode: 'en' };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const login = await api.post('/api/auth/login', { headers, data: { email, password: PASSWORD } });
    if (login.status() === 200) return;
    if (Date.now() > deadline) throw new Error(`the operator ${email} could not log in: ${await login.text()}`);
    const sent = await api.post('/api/auth/email-code', { headers, data: { email } });
    if (sent.status() === 200) {
      await api.post('/api/auth/signup', {
        headers,
        data: emailSignupBody(
          { email, emailCode: await verificationCode(email), password: PASSWORD },
          { name: 'Operator', birthday: '1990-04-05', gradeClass: 'ETC', gradeSub: null },
        ),
      });
    } else {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** A browser context of the project's size, logged in as its operator (signed up the first time, else logged in). */
export async function operatorContext(
  browser: Browser,
  testInfo: TestInfo,
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    ignoreHTTPSErrors: true,
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('languageType')) {
      localStorage.setItem('languageType', 'en');
      localStorage.setItem('translationCode', 'en');
    }
  });
  const page = await context.newPage();
  await logInAsOperator(page.request, operatorEmail(testInfo));
  return { context, page };
}

/** Writes and publishes a notice as the operator on `page` (which must have loaded the app once). */
export async function publishNotice(page: Page, title: { ko: string; en: string }, body: { ko: string; en: string }) {
  const created = await callApi<{ id: string }>(page, 'POST', SUPPORT_PATHS.operatorNotices, { title, body });
  expect(created.status).toBe(201);
  const published = await callApi(
    page,
    'POST',
    buildPath(SUPPORT_PATHS.operatorNoticePublish, { id: created.body.id }),
  );
  expect(published.status).toBe(200);
  return created.body.id;
}

/** Opens every published notice the student has not read yet, so a spec starts from no unread notices. */
export async function readAllNotices(page: Page): Promise<void> {
  for (let pageNo = 1; ; pageNo++) {
    const list = await callApi<{ items: { id: string; read: boolean }[]; total: number }>(
      page,
      'GET',
      `${SUPPORT_PATHS.notices}?size=50&page=${pageNo}`,
    );
    for (const notice of list.body.items.filter((n) => !n.read)) {
      await callApi(page, 'GET', buildPath(SUPPORT_PATHS.notice, { id: notice.id }));
    }
    if (pageNo * 50 >= list.body.total) return;
  }
}
