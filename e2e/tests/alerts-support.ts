// Helpers of the alert specs: an operator of the project (an e-mail OPERATOR_EMAILS lists, signed up once and then
// logged in), and alerts made the way students get them: a question answered by the operator, a notice published.
import { buildPath, SPEC_CALLS, SUPPORT_PATHS } from '@mathbridge/contract';
import { randomBytes } from 'node:crypto';
import { expect, request, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { callApi } from './home-support.js';
import { logInAsOperator, operatorEmail } from './support-helpers.js';

export interface Operator {
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  dispose(): Promise<void>;
}

/** The project's operator, with a session of its own (not the student's page). */
export async function operatorOf(testInfo: TestInfo): Promise<Operator> {
  const email = operatorEmail(testInfo);
  const context: APIRequestContext = await request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { translationCode: 'en' },
  });
  await logInAsOperator(context, email);
  const jwt = (await (await context.get(SPEC_CALLS.jwt)).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${jwt.accessToken}` };
  return {
    async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      const res = await context.fetch(path, { method, headers, ...(body === undefined ? {} : { data: body }) });
      expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
      const text = await res.text();
      return (text ? JSON.parse(text) : null) as T;
    },
    dispose: () => context.dispose(),
  };
}

/** The student (the page's session) asks a question and the operator answers it: an INQUIRY_ANSWER alert. */
export async function answeredQuestion(page: Page, operator: Operator, title: string): Promise<string> {
  // The student's calls go from inside the app's page, with its session.
  if (!page.url().startsWith('http')) await page.goto('/');
  const asked = await callApi<{ id: string }>(page, 'POST', SUPPORT_PATHS.inquiries, {
    category: 'STUDY',
    title,
    body: 'How do I review the problems I got wrong?',
  });
  expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300);
  await operator.call('POST', buildPath(SUPPORT_PATHS.operatorInquiryAnswer, { id: asked.body.id }), {
    answer: 'Open Mistakes to review on the study screen.',
  });
  return asked.body.id;
}

/** A published notice: every student gets a NOTICE alert. */
export async function publishedNotice(operator: Operator): Promise<{ id: string; title: string }> {
  const title = `Maintenance ${randomBytes(3).toString('hex')}`;
  const draft = await operator.call<{ id: string }>('POST', SUPPORT_PATHS.operatorNotices, {
    title: { en: title, ko: `점검 안내 ${title.slice(-6)}` },
    body: { en: 'The app will be down for ten minutes.', ko: '앱을 10분 동안 점검해요.' },
  });
  await operator.call('POST', buildPath(SUPPORT_PATHS.operatorNoticePublish, { id: draft.id }));
  return { id: draft.id, title };
}

/** The bell's unread count as it shows it. */
export async function bellCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('alert-bell-count').getAttribute('data-count'));
}
