import { describe, expect, it } from 'vitest';
import {
  CreateWorkbookRequestSchema,
  InterestsRequestSchema,
  PracticeMessage,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
  WorkbookListQuerySchema,
} from './practice.js';

const uuid = () => '2f1c7d7e-6a55-4c3e-9d7a-6f0b8c1e2a4b';
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('practice schemas', () => {
  it('asks for at least one question and defaults to a practice workbook', () => {
    const source = { type: 'units', unitIds: ['kr-e1-1-1'] };
    expect(messages(CreateWorkbookRequestSchema.safeParse({ questionCount: 0, source }))).toEqual([
      PracticeMessage.questionsMin,
    ]);
    expect(CreateWorkbookRequestSchema.parse({ questionCount: 1, source }).kind).toBe('practice');
    expect(
      CreateWorkbookRequestSchema.safeParse({ questionCount: 3, source: { type: 'units', unitIds: [] } }).success,
    ).toBe(false);
    expect(
      CreateWorkbookRequestSchema.safeParse({ questionCount: 3, source: { type: 'study', studyMode: 'SAME' } }).success,
    ).toBe(true);
  });

  it('holds at most 5 courses of interest', () => {
    const ids = ['KR', 'SAT', 'kr-e1', 'kr-e2', 'kr-e3', 'kr-e4'];
    expect(messages(InterestsRequestSchema.safeParse({ courseIds: ids }))).toEqual([PracticeMessage.interestsMax]);
    expect(InterestsRequestSchema.safeParse({ courseIds: ids.slice(0, 5) }).success).toBe(true);
  });

  it('needs a client-made attempt id and a sane time', () => {
    const base = { clientAttemptId: uuid(), problemId: uuid(), answer: '3', timeMs: 1200 };
    expect(SubmitAnswerRequestSchema.safeParse(base).success).toBe(true);
    expect(messages(SubmitAnswerRequestSchema.safeParse({ ...base, clientAttemptId: 'x' }))).toEqual([
      'clientAttemptId must be a UUID made by the app',
    ]);
    expect(messages(SubmitAnswerRequestSchema.safeParse({ ...base, timeMs: -1 }))).toEqual([
      'timeMs must not be negative',
    ]);
  });

  it('keeps the key out of a test answer', () => {
    const recorded = SubmitAnswerResponseSchema.parse({
      result: 'recorded',
      attemptId: uuid(),
      answer: '2',
    });
    expect(recorded).not.toHaveProperty('answer');
  });

  it('pages five at a time unless told otherwise', () => {
    expect(WorkbookListQuerySchema.parse({})).toEqual({ page: 1, size: 5 });
    expect(WorkbookListQuerySchema.parse({ page: '2', size: '10' })).toEqual({ page: 2, size: 10 });
    expect(WorkbookListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
