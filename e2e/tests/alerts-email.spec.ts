// An alert e-mail: an answer to the student's question is e-mailed (on by default), with a List-Unsubscribe header
// and a link that, opened with no session at all, turns those e-mails off and says so in Korean and English.
import { expect, request, test } from '@playwright/test';
import { answeredQuestion, operatorOf } from './alerts-support.js';
import { plainText } from './auth-support.js';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

async function alertMail(to: string): Promise<string> {
  for (let attempt = 0; attempt < 75; attempt++) {
    const response = await fetch(`${process.env.E2E_MAIL_URL ?? ''}/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as { raw: string }[];
    const found = messages.find((m) => /List-Unsubscribe:/i.test(m.raw));
    if (found) return found.raw;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no alert e-mail reached ${to}`);
}

test('an answer is e-mailed with an unsubscribe link that works without logging in', async ({ page }, testInfo) => {
  await useEnglish(page);
  const { email } = await signUpAndLogIn(page);
  const operator = await operatorOf(testInfo);
  await answeredQuestion(page, operator, 'Mail me the answer');
  await operator.dispose();

  const raw = await alertMail(email);
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const link = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(headers)?.[1] ?? '';
  const baseURL = process.env.E2E_BASE_URL ?? '';
  expect(link.startsWith(`${baseURL}/v1/api/alerts/unsubscribe?token=`)).toBe(true);
  expect(headers).toMatch(/^List-Unsubscribe-Post:\s*List-Unsubscribe=One-Click/im);
  expect(plainText(raw)).toContain('Mail me the answer');

  // A fresh client with no cookies, as a mail program or another device would open it.
  const stranger = await request.newContext({ ignoreHTTPSErrors: true });
  const res = await stranger.get(link);
  expect(res.status()).toBe(200);
  const page2 = await res.text();
  expect(page2).toContain('문의 답변');
  expect(page2).toContain("You won't get e-mails about answers to your questions any more.");
  const at = link.length - 10;
  const forged = await stranger.get(`${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`);
  expect(forged.status()).toBe(400);
  await stranger.dispose();

  await page.goto('/more/settings');
  await shellReady(page);
  const section = page.getByRole('region', { name: 'Alerts' });
  await expect(section.getByRole('switch', { name: 'E-mail for Answers to your questions' })).not.toBeChecked();
  await expect(section.getByRole('switch', { name: 'Push for Answers to your questions' })).toBeChecked();
});
