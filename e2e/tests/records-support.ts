// Helpers of the records and share specs: a student who has practised (a workbook of a unit answered through the api
// with the answer keys, so the figures are known: 4 right and 1 wrong), and reading a PDF's page count.
import { buildPath, PRACTICE_PATHS } from '@mathbridge/contract';
import { randomUUID } from 'node:crypto';
import type { Workbook } from '@mathbridge/contract';
import { expect, type Page } from '@playwright/test';
import { callApi } from './home-support.js';
import { answerKeys } from './solve-support.js';

export { callApi } from './home-support.js';
export { animationsSettled, seriousViolations, shellReady, signUpAndLogIn, useEnglish } from './shell-support.js';

export const PRACTICE_UNIT = 'kr-e1-1-1';
export const PRACTICE_UNIT_NAME = 'Numbers up to 9';

/** Makes a 5-problem practice workbook of the unit, answers it (the first `wrong` wrong, the rest right) and finishes it. */
export async function practiseUnit(page: Page, wrong = 1, unitId = PRACTICE_UNIT): Promise<Workbook> {
  const created = await callApi<Workbook>(page, 'POST', PRACTICE_PATHS.workbooks, {
    kind: 'practice',
    questionCount: 5,
    source: { type: 'units', unitIds: [unitId] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const workbook = created.body;
  const keys = await answerKeys(workbook.items.map((item) => item.problem.id));
  for (const [index, item] of workbook.items.entries()) {
    const key = keys[item.problem.id]!;
    const text = index < wrong ? key.wrong : key.answer;
    const sent = await callApi(page, 'POST', PRACTICE_PATHS.attempts, {
      clientAttemptId: randomUUID(),
      problemId: item.problem.id,
      workbookId: workbook.id,
      answer: key.type === 'multiple' ? Number(text) : text,
      timeMs: 30_000,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  const finished = await callApi(page, 'POST', buildPath(PRACTICE_PATHS.workbookFinish, { id: workbook.id }));
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  return workbook;
}

/** The number of pages of a PDF that Chromium printed. */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

/** Today in the browser's own timezone, YYYY-MM-DD. */
export async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
}
