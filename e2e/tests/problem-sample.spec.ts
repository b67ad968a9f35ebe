// A visitor solves the sample problems on /sample/preVer2 without logging in: a multiple-choice problem picked from
// the radio group, an essay problem typed into the math field, each graded with its feedback and explanation, and
// a summary with the call to sign up or log in at the end. No serious axe violation on the way.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, shellReady, typeIntoMathField, useEnglish } from './shell-support.js';

async function expectGradedWithExplanation(page: Page) {
  await expect(page.getByText(/^(Correct! Nice work\.|Not quite\. Let's look at it together\.)$/)).toBeVisible();
  await expect(page.getByText(/^Answer:/).first()).toBeVisible();
  const explanation = page.getByRole('region', { name: 'Step-by-step explanation' });
  await expect(explanation).toBeVisible();
  await expect(explanation.locator('li').first()).toBeVisible();
  // Math in the explanation is KaTeX with MathML for screen readers.
  await expect(page.locator('.katex math').first()).toBeAttached();
}

test('a visitor answers a multiple-choice and an essay sample problem and is asked to sign up', async ({ page }) => {
  test.setTimeout(120_000);
  await useEnglish(page);
  await page.goto('/sample/preVer2');
  await shellReady(page);
  await expect(page.getByRole('heading', { name: 'Try sample problems' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Sample progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^Problem 1 of \d$/).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const answered = { multiple: false, essay: false };
  for (let step = 0; step < 10; step++) {
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit.or(page.getByRole('heading', { name: 'Great job finishing the samples!' }))).toBeVisible();
    if (!(await submit.isVisible())) break;

    const choices = page.getByRole('radiogroup');
    if (await choices.isVisible()) {
      // Keyboard: focus the first choice, move with the arrow key, submit.
      // Five choices for a problem of the Korean bank, four (A–D) for an SAT problem.
      const radios = choices.getByRole('radio');
      await expect(radios.first()).toBeVisible();
      const letters = (await choices.textContent())?.includes('A.') ? 4 : 5;
      await expect(radios).toHaveCount(letters);
      await radios.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(radios.nth(1)).toBeChecked();
      await submit.click();
      answered.multiple = true;
    } else {
      await typeIntoMathField(page, '12');
      const field = page.locator('math-field');
      await expect.poll(() => field.evaluate((el) => (el as HTMLElement & { value: string }).value)).toBe('12');
      await submit.click();
      answered.essay = true;
    }
    await expectGradedWithExplanation(page);
    if (step === 0) expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByText(/^(Please go to the next problem|That's the last problem\.)$/)).toBeVisible();
    await page.getByRole('button', { name: /^(Next problem|See my results)$/ }).click();
  }

  expect(answered).toEqual({ multiple: true, essay: true });
  await expect(page.getByText(/^You got \d of \d right\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/user/signup');
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', '/user/login');
  expect(await seriousViolations(page)).toEqual([]);
});
