// Helpers of the shell specs: a real account made through the api (with the code from the captured mail), so the
// browser context holds a real session cookie from the gateway.
import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { emailSignupBody } from '../support/signup.mjs';

const mailUrl = () => process.env.E2E_MAIL_URL ?? '';

/** The newest verification code mailed to this address (the catcher lists mail in the order it came). */
export async function verificationCode(email: string): Promise<string> {
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

/** Signs a new student up through the gateway; the page's context then has the session cookie. */
export async function signUpAndLogIn(page: Page): Promise<{ email: string }> {
  const email = `shell-${randomBytes(5).toString('hex')}@example.com`;
  const headers = { translationCode: 'en' };
  const sent = await page.request.post('/api/auth/email-code', { data: { email }, headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const emailCode = await verificationCode(email);
  const password = 'Study4math!';
  const signup = await page.request.post('/api/auth/signup', {
    headers,
    data: emailSignupBody({ email, emailCode, password }),
  });
  expect(signup.status(), await signup.text()).toBe(200);
  return { email };
}

/** English UI for the page's context, so assertions can name things in English. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('languageType')) {
      localStorage.setItem('languageType', 'en');
      localStorage.setItem('translationCode', 'en');
    }
  });
}

/** Waits until the shell has finished its startup and drawn the content area. */
export async function shellReady(page: Page): Promise<void> {
  await expect(page.locator('#main-content')).toBeAttached();
}

/** A new English-speaking student on the More menu; answers the menu's content area. */
export async function newStudentOnMore(page: Page): Promise<Locator> {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto('/more');
  await shellReady(page);
  return page.locator('#main-content');
}

/**
 * The serious and critical axe violations on the page, one line each (id and elements); [] when there are none.
 * axe runs in the page itself (legacy mode): the app has no frames, and the default mode opens a blank page for every
 * check to merge the frames' results, which took twice as long for the same findings.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until the page's transitions and animations (a dialog fading in) have finished, so axe sees final colours. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner never finishes, and an animation replaced midway rejects: neither is worth waiting for.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Puts the caret in the page's math field once MathLive has loaded (a click may come too early), and types. */
export async function typeIntoMathField(page: Page, text: string): Promise<void> {
  const field = page.locator('math-field');
  await expect(field).toBeVisible();
  await expect(async () => {
    await field.click();
    await expect(field).toBeFocused({ timeout: 1000 });
  }).toPass();
  await page.keyboard.type(text);
}
