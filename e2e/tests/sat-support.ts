// Helpers of the SAT specs: answering the question on screen (a choice, or a typed answer set in the math field as
// the keypad would), the question heading, and the navigator's buttons.
import { expect, type Page } from '@playwright/test';

/** 'Question 3 of 22' in English. */
export const satQuestionHeading = (page: Page, number: number, total: number) =>
  page.getByRole('heading', { level: 2, name: `Question ${number} of ${total}`, exact: true });

/** Answers the question on screen: the choice at `choice` (0 = A), or `typed` in the math field. */
export async function answerSatQuestion(page: Page, options: { choice?: number; typed?: string } = {}): Promise<void> {
  const choices = page.getByRole('radiogroup');
  const field = page.locator('math-field');
  await expect(choices.or(field).first()).toBeVisible();
  if (await choices.isVisible()) {
    await choices
      .getByRole('radio')
      .nth(options.choice ?? 0)
      .check();
  } else {
    await field.evaluate((element, latex) => {
      (element as HTMLElement & { value: string }).value = latex;
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, options.typed ?? '12');
  }
}

/** Opens the question list (the drawer) and answers its dialog. */
export async function openNavigator(page: Page) {
  await page.getByTestId('open-navigator').click();
  const drawer = page.getByRole('dialog', { name: /questions$/ });
  await expect(drawer).toBeVisible();
  return drawer;
}
