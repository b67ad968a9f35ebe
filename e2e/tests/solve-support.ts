// Helpers of the solving specs: the workbook and the answer keys behind the page (keys regenerated from the content
// plan by the api's answer-keys script, so a spec answers right or wrong on purpose), answering in the problem view,
// and axe.
import { buildPath, PRACTICE_PATHS, SPEC_CALLS } from '@mathbridge/contract';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';
export { seriousViolations } from './shell-support.js';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../../api/', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx/cli');

export interface AnswerKey {
  unitId: string;
  type: 'multiple' | 'essay';
  answer: string;
  wrong: string;
}

export async function answerKeys(problemIds: string[]): Promise<Record<string, AnswerKey>> {
  const { stdout } = await run(
    process.execPath,
    [tsx, '--conditions=source', 'scripts/answer-keys.ts', ...problemIds],
    {
      cwd: apiRoot,
    },
  );
  const keys = JSON.parse(stdout) as Record<string, AnswerKey | null>;
  for (const id of problemIds) expect(keys[id], `answer key of ${id}`).toBeTruthy();
  return keys as Record<string, AnswerKey>;
}

/** Calls the api from inside the page, with the session's own access token. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ url, jwtPath }) => {
      const jwt = (await (await fetch(jwtPath)).json()) as { accessToken: string | null };
      const response = await fetch(url, { headers: { Authorization: `Bearer ${jwt.accessToken ?? ''}` } });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as T;
    },
    { url: path, jwtPath: SPEC_CALLS.jwt },
  );
}

export interface WorkbookItem {
  position: number;
  answered: boolean;
  correct: boolean | null;
  problem: { id: string; type: 'multiple' | 'essay'; unitId: string; stem: { en: string } };
}

export const workbookIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

export async function workbookItems(page: Page): Promise<WorkbookItem[]> {
  const workbook = await apiGet<{ items: WorkbookItem[] }>(
    page,
    buildPath(PRACTICE_PATHS.workbook, { id: workbookIdOf(page) }),
  );
  return workbook.items;
}

/** A new English-speaking student opens a fresh workbook of `count` problems of a unit and reads its items. */
export async function openNewWorkbook(page: Page, unit: string, count: number): Promise<WorkbookItem[]> {
  await useEnglish(page);
  await signUpAndLogIn(page);
  await page.goto(`/solve/one?unit=${unit}&count=${count}`);
  await shellReady(page);
  await expect(page).toHaveURL(/\/solve\/one\/workbook\?id=/);
  return workbookItems(page);
}

/** Answers the problem on screen: a choice by its radio, an essay by the math field's LaTeX value. */
export async function answerProblem(page: Page, type: 'multiple' | 'essay', answer: string): Promise<void> {
  if (type === 'multiple') {
    const radios = page.getByRole('radiogroup').getByRole('radio');
    await expect(radios).toHaveCount(5);
    await radios.nth(Number(answer)).check();
  } else {
    const field = page.locator('math-field');
    await expect(field).toBeVisible();
    await field.evaluate((element, latex) => {
      (element as HTMLElement & { value: string }).value = latex;
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, answer);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
}
