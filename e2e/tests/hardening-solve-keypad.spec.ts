// On a phone the math keypad fills the bottom of the screen, where the tab bar also sits. Every key of its first layer
// is tapped at 390 px: each one reaches the answer field, and none of them leaves the problem (a tap on the keypad's
// last row used to land on the tab bar and open another page).
import { expect, test, type Page } from '@playwright/test';
import { answerKeys, answerProblem, openNewWorkbook } from './solve-support.js';

// kr-m1-2's templates include typed answers, so a workbook of three holds at least one.
const UNIT = 'kr-m1-2';

type Field = HTMLElement & { value: string };

const fieldValue = (page: Page) => page.locator('math-field').evaluate((element) => (element as Field).value);

/** Clears the field (or sets it) without touching the keypad, so each key is checked on its own. */
const setField = (page: Page, latex: string) =>
  page.locator('math-field').evaluate((element, value) => {
    (element as Field).value = value;
  }, latex);

test('every key of the phone keypad types into the answer and none leaves the problem', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the touch keypad and the tab bar are a phone matter');
  test.setTimeout(180_000);
  const items = await openNewWorkbook(page, UNIT, 3);
  const target = items.findIndex((item) => item.problem.type === 'essay');
  expect(target, 'the workbook holds a typed answer').toBeGreaterThanOrEqual(0);
  const keys = target > 0 ? await answerKeys(items.slice(0, target).map((item) => item.problem.id)) : {};
  for (const item of items.slice(0, target)) {
    await answerProblem(page, item.problem.type, keys[item.problem.id]!.answer);
    await page.getByRole('button', { name: 'Next problem' }).click();
  }
  await expect(page.getByText(`Problem ${target + 1} of 3`)).toBeVisible();
  const url = page.url();
  const bottomBar = page.getByRole('navigation', { name: 'App navigation' });
  await expect(bottomBar).toBeVisible();

  // A tap on the field opens the keypad; the tab bar steps aside while it is open.
  const field = page.locator('math-field');
  await expect(async () => {
    await field.tap();
    await expect(page.locator('.ML__keyboard.is-visible')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(bottomBar).toBeHidden();

  const layer = page.locator('.ML__keyboard .MLK__layer.is-visible');
  const allKeys = layer.locator('.MLK__row > :is(.MLK__keycap, .action, .shift)');
  const count = await allKeys.count();
  expect(count).toBeGreaterThan(30);
  // Keys by their place in the layer: shift redraws the caps (0 then reads ∞0), but not their order.
  const labels = await allKeys.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  const digit = (text: string) => allKeys.nth(labels.findIndex((label) => label.startsWith(text)));

  /** A tap where a thumb would land: on whatever is drawn at the key's centre, not on the key element itself. */
  async function tap(key: ReturnType<typeof allKeys.nth>) {
    const box = await key.boundingBox();
    expect(box).not.toBeNull();
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
  }

  const seen: string[] = [];
  for (let index = 0; index < count; index++) {
    const key = allKeys.nth(index);
    const kind = await key.evaluate((element) => {
      const command = element.getAttribute('data-command') ?? '';
      if (command.includes('deleteBackward')) return 'backspace';
      if (command.includes('moveToPreviousChar')) return 'left';
      if (command.includes('moveToNextChar')) return 'right';
      if (command.includes('commit')) return 'return';
      if (element.classList.contains('shift')) return 'shift';
      return 'insert';
    });
    seen.push(kind);
    if (kind === 'insert') {
      await setField(page, '');
      await tap(key);
      await expect.poll(() => fieldValue(page), { message: `key ${index + 1} of ${count}` }).not.toBe('');
    } else if (kind === 'backspace') {
      await setField(page, '12');
      await tap(key);
      await expect.poll(() => fieldValue(page)).toBe('1');
    } else if (kind === 'left') {
      await setField(page, '12');
      await tap(key);
      await tap(digit('3'));
      await expect.poll(() => fieldValue(page)).toBe('132');
    } else if (kind === 'right') {
      await setField(page, '12');
      await tap(layer.locator('[data-command*="moveToPreviousChar"]'));
      await tap(key);
      await tap(digit('3'));
      await expect.poll(() => fieldValue(page)).toBe('123');
    } else if (kind === 'shift') {
      // Shift turns the next key into its second symbol: 0 becomes infinity.
      await setField(page, '');
      await tap(key);
      await tap(digit('0'));
      await expect.poll(() => fieldValue(page)).toBe('\\infty');
    } else {
      await setField(page, '7');
      await tap(key);
      await expect.poll(() => fieldValue(page)).toBe('7');
    }
    expect(page.url(), `after key ${index + 1} (${kind})`).toBe(url);
    await expect(bottomBar).toBeHidden();
  }
  expect(seen).toEqual(expect.arrayContaining(['insert', 'backspace', 'left', 'right', 'shift', 'return']));

  // The last row (0 . = +) is where the tab bar used to catch the tap: typed in order, it makes an answer.
  await setField(page, '');
  for (const text of ['1', '0', '.', '5'])
    await tap(text === '.' ? layer.locator('[data-command*="insertDecimalSeparator"]') : digit(text));
  await expect.poll(() => fieldValue(page)).toBe('10.5');
  expect(page.url()).toBe(url);
  await expect(page.getByText(`Problem ${target + 1} of 3`)).toBeVisible();
});
