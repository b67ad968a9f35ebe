// Question-sheet translation on a solving screen, against a fake LibreTranslate started by the spec: a practice set
// shown in Vietnamese and in Arabic (right to left, the formulas left to right and unchanged), the machine-translation
// note with its link to the original, the explanation translated once it shows, the alerts (1) and (2) in Korean with
// the original left on screen, and a second view answered by the caches alone.
import { PRACTICE_PATHS, SPEC_CALLS } from '@mathbridge/contract';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, seriousViolations } from './shell-support.js';
import { MARKS, signUpOn, startTranslationStack, translateInto, type TranslationStack } from './translation-support.js';

const UNIT = 'kr-m2-3';
const SHOTS = '/tmp/shots/xlate';
const ALERT_1 = '문제를 번역하지 못했어요. 잠시 후 다시 시도해 주세요.(1)';
const ALERT_2 = '번역된 문항 수가 보낸 문항 수와 달라서 원문을 그대로 보여 드려요.(2)';

test.describe.configure({ mode: 'serial' });

let stack: TranslationStack;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startTranslationStack();
});
test.afterAll(async () => {
  await stack?.close();
});

/** The problem card of the one-at-a-time screen. */
const card = (page: Page) => page.locator('form').first();

/** The LaTeX behind every formula of the card, as KaTeX keeps it for MathML. */
const formulas = (page: Page) =>
  card(page).locator('.katex annotation[encoding="application/x-tex"]').allTextContents();

async function openPractice(page: Page, code: string): Promise<void> {
  await translateInto(page, code);
  await signUpOn(stack, page);
  await page.goto(`${stack.url}/solve/one?unit=${UNIT}&count=5`);
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  await expect(page.getByText('Problem 1 of 5')).toBeVisible();
}

async function answerSomething(page: Page): Promise<void> {
  const radios = card(page).getByRole('radio');
  if ((await radios.count()) > 0) {
    await radios.first().check();
    await card(page).getByRole('button', { name: 'Submit' }).click();
    return;
  }
  // A typed answer must take the problem's final form (a number, an inequality, a pair): each try is graded or read
  // as unreadable, and the next form is tried until one is graded.
  for (const typed of ['1', 'x>1', '(1, 1)']) {
    await page.locator('math-field').evaluate((element, value) => {
      (element as HTMLElement & { value: string }).value = value;
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, typed);
    const graded = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === PRACTICE_PATHS.attempts,
    );
    await card(page).getByRole('button', { name: 'Submit' }).click();
    const body = (await (await graded).json()) as { result?: string };
    if (body.result !== 'unparseable') return;
  }
  throw new Error("none of the typed answers was read in the problem's form");
}

test('a practice set shown in Vietnamese: formulas unchanged, the note, the original on request', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await openPractice(page, 'vi');
  const original = await formulas(page);
  const stemText = (await card(page).locator('p').first().textContent()) ?? '';
  expect(original.length).toBeGreaterThan(0);

  const group = page.getByRole('group', { name: 'Show problems in' });
  await expect(group.getByRole('button', { name: 'Original' })).toHaveAttribute('aria-pressed', 'true');
  await group.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(
    card(page)
      .getByText(MARKS.vi as string, { exact: false })
      .first(),
  ).toBeVisible();
  await expect(group.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
  expect(await formulas(page)).toEqual(original);
  const note = page.getByTestId('machine-translation-note');
  await expect(note).toHaveAttribute('lang', 'vi');
  await expect(note.getByText('Bản dịch máy')).toBeVisible();
  await expect(card(page).locator('[lang="vi"][dir="ltr"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/vi-${testInfo.project.name}.png`, fullPage: true });

  // This problem's original, and back.
  await note.getByRole('button', { name: 'Xem bản gốc' }).click();
  await expect(card(page).locator('p').first()).toHaveText(stemText);
  await note.getByRole('button', { name: 'Xem bản dịch' }).click();
  await expect(
    card(page)
      .getByText(MARKS.vi as string, { exact: false })
      .first(),
  ).toBeVisible();

  // The explanation that shows after answering is translated too, its formulas untouched.
  await answerSomething(page);
  const explanation = page.getByRole('region', { name: 'Step-by-step explanation' });
  await expect(explanation).toBeVisible();
  await expect(explanation.getByText(MARKS.vi as string, { exact: false }).first()).toBeVisible();

  // The whole set back to the original with one switch.
  await group.getByRole('button', { name: 'Original' }).click();
  await expect(card(page).getByText(MARKS.vi as string, { exact: false })).toHaveCount(0);
  await expect(card(page).locator('p').first()).toHaveText(stemText);
});

test('a practice set shown in Arabic runs right to left with its formulas left to right', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await openPractice(page, 'ar');
  const original = await formulas(page);
  const requestsBefore = stack.provider.received.length;
  const firstCall = page.waitForRequest((request) => request.url().endsWith(SPEC_CALLS.translate));
  await page.getByRole('group', { name: 'Show problems in' }).getByRole('button', { name: 'العربية' }).click();
  const sent = (JSON.parse((await firstCall).postData() ?? '{}') as { textList: string[] }).textList.length;
  const stem = card(page).locator('[lang="ar"][dir="rtl"]').first();
  await expect(stem).toContainText(MARKS.ar as string);
  const firstView = stack.provider.received.slice(requestsBefore).flat().length;
  expect(await formulas(page)).toEqual(original);
  // Every formula inside the right-to-left text is laid out left to right.
  const directions = await stem
    .locator('.katex')
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).direction));
  expect(directions.length).toBeGreaterThan(0);
  expect(new Set(directions)).toEqual(new Set(['ltr']));
  await expect(page.getByTestId('machine-translation-note').getByText('ترجمة آلية')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/ar-${testInfo.project.name}.png`, fullPage: true });

  // A second view of the translated set: every string comes from the caches, none from the translation service.
  const before = stack.provider.received.length;
  await page.reload();
  await expect(page.getByText('Problem 1 of 5')).toBeVisible();
  const answer = page.waitForResponse((response) => response.url().endsWith(SPEC_CALLS.translate));
  await page.getByRole('group', { name: 'Show problems in' }).getByRole('button', { name: 'العربية' }).click();
  expect((await answer).headers()['x-cache']).toBe('HIT');
  await expect(stem).toContainText(MARKS.ar as string);
  expect(stack.provider.received.length).toBe(before);
  // The figure in gateway/README.md: the sheet's strings, and how many reached the service on each view.
  const figure = `${sent} strings sent; ${firstView} reached the translation service on the first view, 0 on the second`;
  testInfo.annotations.push({ type: 'second view', description: figure });
  console.log(`translation, second view of a sheet: ${figure}`);

  // The explanation shown after answering runs right to left too, its formulas left to right.
  await answerSomething(page);
  const steps = page.getByRole('region', { name: 'Step-by-step explanation' }).locator('ol');
  await expect(steps).toHaveAttribute('dir', 'rtl');
  await expect(steps).toContainText(MARKS.ar as string);
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/ar-explanation-${testInfo.project.name}.png`, fullPage: true });
});

test('a failed call alerts (1) and a wrong count alerts (2), in Korean, and the original stays', async ({ page }) => {
  test.setTimeout(120_000);
  // French, so no cache holds these strings yet and the call reaches the failing service.
  await openPractice(page, 'fr');
  const stemText = (await card(page).locator('p').first().textContent()) ?? '';
  const group = page.getByRole('group', { name: 'Show problems in' });

  stack.provider.mode = 'fail';
  try {
    await group.getByRole('button', { name: 'français' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(ALERT_1);
    await alert.getByRole('button', { name: 'OK' }).click();
  } finally {
    stack.provider.mode = 'mark';
  }
  await expect(card(page).locator('p').first()).toHaveText(stemText);
  await expect(group.getByRole('button', { name: 'Original' })).toHaveAttribute('aria-pressed', 'true');

  // A server that answers a different number of texts than were sent.
  await page.route('**/api/translate/exec', (route) => route.fulfill({ json: ['only one'] }));
  await group.getByRole('button', { name: 'français' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(ALERT_2);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(card(page).locator('p').first()).toHaveText(stemText);
  await expect(page.getByTestId('machine-translation-note')).toHaveCount(0);
});

test('a stem whose formulas the service drops stays in the original, formulas unchanged', async ({ page }) => {
  test.setTimeout(120_000);
  await openPractice(page, 'de');
  const original = await formulas(page);
  const stem = card(page).locator('p').first();
  const stemText = (await stem.textContent()) ?? '';
  const stemHasMath = (await stem.locator('.katex').count()) > 0;
  stack.provider.mode = 'drop-placeholders';
  try {
    await page.getByRole('group', { name: 'Show problems in' }).getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByTestId('machine-translation-note')).toBeVisible();
  } finally {
    stack.provider.mode = 'mark';
  }
  expect(await formulas(page)).toEqual(original);
  if (stemHasMath) await expect(stem).toHaveText(stemText);
});

test('a language the translation service lacks is greyed out with the reason', async ({ page }, testInfo) => {
  await translateInto(page, 'vi');
  await page.goto(`${stack.url}/main`);
  await expect(page.locator('#main-content')).toBeAttached();
  await page.getByRole('button', { name: 'Language settings' }).click();
  const box = page.getByRole('combobox', { name: 'Translate content into' });
  await box.click();
  await box.fill('Hawai');
  const hawaiian = page.getByRole('option', { name: /Hawaiian/ });
  await expect(hawaiian).toHaveAttribute('aria-disabled', 'true');
  await expect(hawaiian).toContainText("The translation service in use doesn't offer this language.");
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/language-lacking-${testInfo.project.name}.png` });
  await box.fill('Tiếng');
  await expect(page.getByRole('option', { name: 'Vietnamese (Tiếng Việt)' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
