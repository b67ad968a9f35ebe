// Helpers of the support specs: the operator of the running project (an account the api makes an operator because
// its e-mail is listed in OPERATOR_EMAILS), in a browser context of its own, and the api calls that set up notices.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { callApi } from './home-support.js';

const mailUrl = () => process.env.E2E_MAIL_URL ?? '';
const PASSWORD = 'Operate4math!';

async function verificationCode(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${mailUrl()}/messages?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as { raw: string }[];
    const match = messages
      .map((m) => /verification number is (\d{6})/.exec(m.raw))
      .filter(Boolean)
      .pop();
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail reached ${email}`);
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
  const email = `operator-${testInfo.project.name}@mathbridge.test`;
  const headers = { translationCode: 'en' };
  const logIn = () => page.request.post('/api/auth/login', { headers, data: { email, password: PASSWORD } });
  if ((await logIn()).status() === 200) return { context, page };
  const sent = await page.request.post('/api/auth/email-code', { data: { email }, headers });
  const signup =
    sent.status() === 200
      ? await page.request.post('/api/auth/signup', {
          headers,
          data: {
            method: 'email',
            email,
            emailCode: await verificationCode(email),
            password: PASSWORD,
            passwordConfirm: PASSWORD,
            terms: { service: true, privacy: true, marketing: false },
            name: 'Operator',
            birthday: '1990-04-05',
            gradeClass: 'ETC',
            gradeSub: null,
            sex: 'woman',
            countryCode: 'KR',
          },
        })
      : sent;
  if (signup.status() !== 200) {
    // Another spec of the project signed the same operator up meanwhile: log in as it instead.
    const again = await logIn();
    expect(again.status(), await signup.text()).toBe(200);
  }
  return { context, page };
}

/** Writes and publishes a notice as the operator on `page` (which must have loaded the app once). */
export async function publishNotice(page: Page, title: { ko: string; en: string }, body: { ko: string; en: string }) {
  const created = await callApi<{ id: string }>(page, 'POST', '/v1/api/operator/notices', { title, body });
  expect(created.status).toBe(201);
  const published = await callApi(page, 'POST', `/v1/api/operator/notices/${created.body.id}/publish`);
  expect(published.status).toBe(200);
  return created.body.id;
}

/** Opens every published notice the student has not read yet, so a spec starts from no unread notices. */
export async function readAllNotices(page: Page): Promise<void> {
  for (let pageNo = 1; ; pageNo++) {
    const list = await callApi<{ items: { id: string; read: boolean }[]; total: number }>(
      page,
      'GET',
      `/v1/api/notices?size=50&page=${pageNo}`,
    );
    for (const notice of list.body.items.filter((n) => !n.read)) {
      await callApi(page, 'GET', `/v1/api/notices/${notice.id}`);
    }
    if (pageNo * 50 >= list.body.total) return;
  }
}
