// Helpers of the account specs: unique addresses, the captured mail of the test SMTP server, and English UI.
import type { Page } from '@playwright/test';
import { plainText } from '../support/mail-text.mjs';

export { plainText, uniqueEmail } from '../support/mail-text.mjs';

/** Opens the app in English (the spec's default is Korean), so the specs can find texts. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('languageType', 'en');
    localStorage.setItem('translationCode', 'en');
  });
}

/** Waits for the newest message to the address and answers its text. */
export async function latestMailText(to: string, count = 1): Promise<string> {
  const url = `${process.env.E2E_MAIL_URL}/messages?to=${encodeURIComponent(to)}`;
  for (let i = 0; i < 100; i++) {
    const messages = (await (await fetch(url)).json()) as { raw: string }[];
    if (messages.length >= count) return plainText(messages[messages.length - 1]?.raw ?? '');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${to}`);
}

export async function codeFromMail(to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await latestMailText(to))?.[1];
  if (!code) throw new Error(`No verification number in the mail to ${to}`);
  return code;
}

/** Fills and sends the signup form, reading the verification number from the captured mail. */
export async function signUp(page: Page, email: string, name: string, password = 'abcd123!'): Promise<void> {
  await page.goto('/user/signup');
  await page.getByLabel('I agree to all of the terms below').check();
  await page.getByLabel('E-mail (ID)').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification number').fill(await codeFromMail(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('button', { name: 'Verified' }).waitFor();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Re-enter password').fill(password);
  await page.getByLabel('Name or nickname').fill(name);
  await page.getByLabel('Birthday').fill('2011-05-06');
  await page.getByRole('combobox', { name: 'School' }).click();
  await page.getByRole('option', { name: 'Middle school' }).click();
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'South Korea' }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('E-mail (ID)').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.goto('/more');
  await page
    .getByRole('button', { name: /^Log out/ })
    .first()
    .click();
  await page.waitForURL('**/user/login');
}
