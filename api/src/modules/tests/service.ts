// The student's tests: start one, answer its current problem, resume it, read its report, list them. A test is a
// workbook of mode DIAGNOSE whose items grow as the engine picks them; the engine's state is rebuilt from the stored
// seed and answers on every call, so a test resumes anywhere and a retried answer changes nothing.
import { randomInt } from 'node:crypto';
import {
  TestErrorCode,
  TestMessage,
  type CreateTestRequest,
  type ProblemView,
  type SatModuleView,
  type Test,
  type TestAnswerRequest,
  type TestList,
  type TestReport,
  type TestSummary,
  type TestType,
} from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import type { TestStateRow } from '../../db/schema/workbooks.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { recordAnswer } from '../practice/record-answer.js';
import * as practice from '../practice/repository.js';
import { findProblem, type ProblemRow } from '../problems/repository.js';
import { gradeProblem, toProblemView } from '../problems/service.js';
import { testBanks, type TestBanks } from './banks.js';
import { DiagnosticInputError } from './diagnose/types.js';
import {
  chosenUnits,
  diagnoseReport,
  diagnosticOf,
  LEVEL_MAX,
  levelReport,
  nextDiagnosticProblem,
  nextLevelProblem,
  SAT_MAX,
  satFirstModule,
  satReport,
  satSecondModule,
  storedModule,
  type GivenAnswer,
} from './engines.js';
import { MODULE_MINUTES } from './sat/assemble.js';
import * as repo from './repository.js';

export const recordNotFound = () => notFound(TestMessage.notFound);
export const noProblems = () => new AppError(422, TestErrorCode.NoProblems, TestMessage.noProblems);
export const notCurrent = () => new AppError(409, TestErrorCode.NotCurrent, TestMessage.notCurrent);
const alreadyFinished = () => new AppError(409, TestErrorCode.Finished, TestMessage.finished);
const notFinished = () => new AppError(409, TestErrorCode.NotFinished, TestMessage.notFinished);

/** Grades a test answer: '' skips the problem (counted wrong); an unreadable answer is a 422 with the form's hint. */
export function gradeTestAnswer(problem: ProblemRow, answer: string | number): boolean {
  if (answer === '') return false;
  const graded = gradeProblem(problem, answer);
  if (graded.result === 'unparseable') {
    throw new AppError(422, TestErrorCode.Unparseable, TestMessage.unparseable, { hint: graded.hint });
  }
  return graded.result === 'correct';
}

/** Runs an engine call, turning the diagnostic's input errors (a unit outside the grade) into 400s. */
export function asBadRequest<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DiagnosticInputError) throw badRequest(`unitIds: ${error.message}`);
    throw error;
  }
}

export async function problemViews(db: Db, ids: readonly string[]): Promise<ProblemView[]> {
  return (await practice.problemsByIds(db, ids)).map(toProblemView);
}

interface Progress {
  itemIds: string[];
  /** The first answer to each problem, in answer order. */
  answers: GivenAnswer[];
  /** The problem to answer now: the first item without an answer; null once finished. */
  current: string | null;
}

async function progressOf(db: Db, test: repo.TestRow): Promise<Progress> {
  const itemIds = await practice.workbookProblemIds(db, test.id);
  const answers: GivenAnswer[] = [];
  const seen = new Set<string>();
  for (const attempt of await practice.workbookAttempts(db, test.id, test.userId)) {
    if (seen.has(attempt.problemId)) continue;
    seen.add(attempt.problemId);
    answers.push({ problemId: attempt.problemId, correct: attempt.correct, timeMs: attempt.timeMs ?? 0 });
  }
  const current = test.finishedAt ? null : (itemIds.find((id) => !seen.has(id)) ?? null);
  return { itemIds, answers, current };
}

export class TestsService {
  constructor(private readonly db: Db) {}

  async create(userId: string, body: CreateTestRequest): Promise<Test> {
    const banks = await testBanks(this.db);
    const seed = randomInt(1, 2 ** 31 - 1);
    const start = await this.firstItems(userId, banks, body, seed);
    if (start.itemIds.length === 0) throw noProblems();
    const test = await repo.insertTest(
      this.db,
      {
        userId,
        testType: body.type,
        testState: start.state,
        unitIds: start.state.unitIds,
        maxItems: start.maxItems,
      },
      start.itemIds,
    );
    return this.view(test);
  }

  private async firstItems(
    userId: string,
    banks: TestBanks,
    body: CreateTestRequest,
    seed: number,
  ): Promise<{ state: TestStateRow; itemIds: string[]; maxItems: number }> {
    switch (body.type) {
      case 'LEVEL': {
        const gradeId = body.gradeId ?? (await repo.signupGradeId(this.db, userId));
        const state = { seed, gradeId, unitIds: [] };
        const first = nextLevelProblem(banks, state, []);
        return { state, itemIds: first ? [first] : [], maxItems: LEVEL_MAX };
      }
      case 'DIAGNOSE': {
        const gradeId = body.gradeId as string;
        const unitIds = asBadRequest(() => chosenUnits(gradeId, body.unitIds));
        const diagnostic = diagnosticOf(banks, seed, unitIds);
        const first = nextDiagnosticProblem(diagnostic, []);
        return { state: { seed, gradeId, unitIds }, itemIds: first ? [first] : [], maxItems: diagnostic.cap };
      }
      case 'SAT': {
        const module = satFirstModule(banks, seed);
        const state = { seed, gradeId: null, unitIds: [], modules: [storedModule(module, new Date())] };
        return { state, itemIds: module.items.map((item) => item.id), maxItems: SAT_MAX };
      }
    }
  }

  async get(userId: string, id: string): Promise<Test> {
    const test = await repo.findOwnTest(this.db, id, userId);
    if (!test) throw recordNotFound();
    return this.view(test);
  }

  async answer(userId: string, id: string, body: TestAnswerRequest): Promise<Test> {
    const existing = await practice.findAttemptByClientId(this.db, body.clientAttemptId);
    if (existing) return this.replay(userId, id, existing);
    const test = await repo.findOwnTest(this.db, id, userId);
    if (!test) throw recordNotFound();
    if (test.finishedAt) throw alreadyFinished();
    // A stale screen learns that it is stale before its answer is read.
    if ((await progressOf(this.db, test)).current !== body.problemId) throw notCurrent();
    const problem = await findProblem(this.db, body.problemId);
    if (!problem) throw notCurrent();
    const correct = gradeTestAnswer(problem, body.answer);
    const banks = await testBanks(this.db);

    await this.db.transaction(async (tx) => {
      const locked = await repo.findOwnTest(tx, id, userId, { lock: true });
      if (!locked) throw recordNotFound();
      // A retry that lost the race to its twin is answered from the twin below.
      if (await practice.findAttemptByClientId(tx, body.clientAttemptId)) return;
      if (locked.finishedAt) throw alreadyFinished();
      const progress = await progressOf(tx, locked);
      if (progress.current !== problem.id) throw notCurrent();
      const answeredAt = new Date();
      const inserted = await recordAnswer(tx, { userId, problem, workbookId: locked.id, body, correct, answeredAt });
      if (!inserted) return;
      const answers = [...progress.answers, { problemId: problem.id, correct, timeMs: body.timeMs }];
      await this.advance(tx, banks, locked, progress.itemIds, answers, answeredAt);
    });
    return this.get(userId, id);
  }

  /** A retried answer: the test as it stands, if the id was this student's answer in this test. */
  private async replay(userId: string, id: string, attempt: practice.AttemptRow): Promise<Test> {
    if (attempt.userId !== userId || attempt.workbookId !== id) throw conflict(TestMessage.attemptIdTaken);
    return this.get(userId, id);
  }

  /** After an answer: the next problem goes in, or the test ends with its report. */
  private async advance(
    db: Db,
    banks: TestBanks,
    test: repo.TestRow,
    itemIds: readonly string[],
    answers: readonly GivenAnswer[],
    at: Date,
  ): Promise<void> {
    const state = test.testState;
    const answered = new Set(answers.map((answer) => answer.problemId));
    switch (test.testType) {
      case 'LEVEL': {
        const next = nextLevelProblem(banks, state, answers);
        if (next) return practice.appendWorkbookItems(db, test.id, itemIds.length, [next]);
        return practice.finishWorkbookWithReport(db, test.id, levelReport(banks, state, answers), at);
      }
      case 'DIAGNOSE': {
        const diagnostic = diagnosticOf(banks, state.seed, state.unitIds);
        const next = nextDiagnosticProblem(diagnostic, answers);
        if (next && !answered.has(next)) return practice.appendWorkbookItems(db, test.id, itemIds.length, [next]);
        return practice.finishWorkbookWithReport(
          db,
          test.id,
          diagnoseReport(diagnostic, state.gradeId ?? '', answers),
          at,
        );
      }
      case 'SAT': {
        const modules = state.modules ?? [];
        const current = modules[modules.length - 1];
        if (!current || current.itemIds.some((itemId) => !answered.has(itemId))) return;
        if (modules.length === 1) {
          const second = satSecondModule(banks, state.seed, current, answers);
          if (second.items.length > 0) {
            await practice.appendWorkbookItems(
              db,
              test.id,
              itemIds.length,
              second.items.map((item) => item.id),
            );
            return practice.updateWorkbookTestState(db, test.id, {
              ...state,
              modules: [...modules, storedModule(second, at)],
            });
          }
        }
        return practice.finishWorkbookWithReport(db, test.id, satReport(banks, modules, answers), at);
      }
    }
  }

  private async view(test: repo.TestRow): Promise<Test> {
    const progress = await progressOf(this.db, test);
    const modules = test.testState.modules ?? [];
    const current = modules[modules.length - 1];
    let module: SatModuleView | null = null;
    let item: ProblemView | null = null;
    if (test.testType === 'SAT' && current && !test.finishedAt) {
      const items = await problemViews(this.db, current.itemIds);
      const answered = new Set(progress.answers.map((answer) => answer.problemId));
      module = {
        index: modules.length,
        level: current.level,
        minutes: MODULE_MINUTES,
        startedAt: current.startedAt,
        items,
        answeredIds: progress.answers.map((answer) => answer.problemId).filter((id) => current.itemIds.includes(id)),
      };
      item = items.find((view) => view.id === progress.current && !answered.has(view.id)) ?? null;
    } else if (progress.current) {
      item = (await problemViews(this.db, [progress.current]))[0] ?? null;
    }
    return {
      id: test.id,
      type: test.testType,
      status: test.finishedAt ? 'FINISHED' : 'IN_PROGRESS',
      item,
      answered: progress.answers.length,
      maxItems: test.questionCount,
      gradeId: test.testState.gradeId,
      unitIds: test.testState.unitIds,
      module,
      createdAt: test.createdAt.toISOString(),
      finishedAt: test.finishedAt?.toISOString() ?? null,
    };
  }

  async report(userId: string, id: string): Promise<TestReport> {
    const test = await repo.findOwnTest(this.db, id, userId);
    if (!test) throw recordNotFound();
    if (!test.finishedAt || !test.report) throw notFinished();
    return test.report as TestReport;
  }

  async list(userId: string, query: { page: number; size: number; type?: TestType | undefined }): Promise<TestList> {
    const { rows, total } = await repo.listTests(this.db, userId, {
      ...(query.type && { type: query.type }),
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { items: rows.map(summaryOf), page: query.page, size: query.size, total };
  }
}

function summaryOf(row: repo.TestListRow): TestSummary {
  const report = row.finishedAt ? (row.report as TestReport | null) : null;
  return {
    id: row.id,
    type: row.testType,
    status: row.finishedAt ? 'FINISHED' : 'IN_PROGRESS',
    answered: row.answered,
    gradeId: row.testState.gradeId,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    placementGradeId: report?.type === 'LEVEL' ? report.placement.gradeId : null,
    score: report?.type === 'SAT' ? report.score : null,
    mastered: report?.type === 'DIAGNOSE' ? report.units.filter((unit) => unit.status === 'MASTERED').length : null,
    gaps: report?.type === 'DIAGNOSE' ? report.units.filter((unit) => unit.status === 'GAP').length : null,
  };
}
