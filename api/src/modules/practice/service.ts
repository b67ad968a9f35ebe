// Practice and study: builds workbooks, records answers once (idempotent on the client's attempt id) and updates
// the learning model in the same transaction, answers study sets (their problems come from study-selection.ts) and
// results.
import {
  type AfterHelp,
  type AfterHelpRequest,
  LIMITS,
  MAX_WORKBOOK_QUESTIONS,
  PracticeErrorCode,
  PracticeMessage,
  ProblemMessage,
  TestMessage,
  type Bookmarks,
  type CreateWorkbookRequest,
  type Interests,
  type Progress,
  type SampleSet,
  type SearchResult,
  type StudyModeParam,
  type StudySet,
  type SubmitAnswerRequest,
  type SubmitAnswerResponse,
  type Workbook,
  type WorkbookKind,
  type WorkbookList,
  type WorkbookResults,
  type WorkbookSource,
} from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import type { WorkbookSourceRow } from '../../db/schema/workbooks.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { masteryForStudent } from '../../model/service.js';
import { searchUnits } from '../curriculum/repository.js';
import { RecommendService } from '../recommend/service.js';
import { findProblem, problemCountsByUnit, type ProblemRow } from '../problems/repository.js';
import { gradeProblem, ProblemsService, toProblemView } from '../problems/service.js';
import { allUnitIds, isCourse, unitOrder } from './course-index.js';
import { recordAnswer } from './record-answer.js';
import * as repo from './repository.js';
import { requireUnit, StudySelection, words, type StudyTarget } from './study-selection.js';

/** How many problems a study list holds when the caller does not say. */
const DEFAULT_STUDY_COUNT = 10;
/** Sets the app picks (not the student): a second tap takes up the open one instead of building another. */
const REUSED_MODES: readonly StudyModeParam[] = ['FAST'];
const SAMPLE_SIZE = 5;

const recordNotFound = () => notFound(PracticeMessage.notFound);
const noProblems = () => new AppError(422, PracticeErrorCode.NoProblems, PracticeMessage.noProblems);

/** The units and study modes as the student may use them. */
export class PracticeService {
  private readonly recommendations: RecommendService;
  private readonly study: StudySelection;
  private readonly problems: ProblemsService;

  constructor(private readonly db: Db) {
    this.recommendations = new RecommendService(db);
    this.study = new StudySelection(db, this.recommendations);
    this.problems = new ProblemsService(db);
  }

  // ---- study modes ----

  async studySet(userId: string, mode: StudyModeParam, target: StudyTarget, count?: number): Promise<StudySet> {
    // A lawn day shows all its problems (up to a workbook's worth), not a short list.
    const fallback = mode === 'LAWN' ? MAX_WORKBOOK_QUESTIONS : DEFAULT_STUDY_COUNT;
    const picked = await this.study.select(userId, mode, target, count ?? fallback);
    const [rows, predicted] = await Promise.all([
      repo.problemsByIds(this.db, picked.ids),
      this.study.predictions(userId, picked.ids),
    ]);
    return {
      mode,
      unitId: picked.unitId,
      why: picked.why ?? null,
      items: rows.map((row) => ({
        problem: toProblemView(row),
        reason: picked.reasons?.get(row.id) ?? picked.reason,
        why: picked.whys?.get(row.id) ?? null,
        predicted: predicted.get(row.id) ?? 0.5,
      })),
    };
  }

  // ---- help: a similar problem later, and how often it is then solved alone ----

  async recordHelp(userId: string, body: AfterHelpRequest, timezone: string): Promise<void> {
    await this.recommendations.recordHelp(userId, body, timezone);
  }

  async afterHelp(userId: string, timezone: string): Promise<AfterHelp> {
    return this.recommendations.afterHelp(userId, timezone);
  }

  // ---- workbooks ----

  async createWorkbook(
    userId: string,
    body: CreateWorkbookRequest & { kind: WorkbookKind },
    timezone?: string,
  ): Promise<Workbook> {
    if (body.source.type === 'study' && REUSED_MODES.includes(body.source.studyMode)) {
      const open = await repo.findOpenStudyWorkbook(this.db, userId, {
        kind: body.kind,
        studyMode: body.source.studyMode,
        questionCount: body.questionCount,
      });
      if (open) return this.workbook(userId, open.id);
    }
    const { ids, source } = await this.pickForWorkbook(userId, body.source, body.questionCount, timezone);
    if (ids.length === 0) throw noProblems();
    const row = await repo.insertWorkbook(this.db, { userId, kind: body.kind, source }, ids);
    return this.workbook(userId, row.id);
  }

  private async pickForWorkbook(
    userId: string,
    source: WorkbookSource,
    questionCount: number,
    timezone?: string,
  ): Promise<{ ids: string[]; source: WorkbookSourceRow }> {
    if (source.type === 'units') {
      const unitIds = [...new Set(source.unitIds)];
      unitIds.forEach(requireUnit);
      const ids = await this.study.pick(userId, unitIds, questionCount);
      return { ids, source: { unitIds, studyMode: null, problemId: null, query: null } };
    }
    const { unitId, ids } = await this.study.select(userId, source.studyMode, { ...source, timezone }, questionCount);
    return {
      ids: ids.slice(0, questionCount),
      source: {
        unitIds: unitId ? [unitId] : [],
        studyMode: source.studyMode,
        problemId: source.problemId ?? null,
        query: source.q ?? null,
      },
    };
  }

  private async ownWorkbook(userId: string, id: string): Promise<repo.WorkbookRow> {
    const row = await repo.findOwnWorkbook(this.db, id, userId);
    if (!row) throw recordNotFound();
    return row;
  }

  async workbook(userId: string, id: string): Promise<Workbook> {
    const row = await this.ownWorkbook(userId, id);
    const [problems, attempts] = await Promise.all([
      repo.problemsByIds(this.db, await repo.workbookProblemIds(this.db, id)),
      repo.workbookAttempts(this.db, id, userId),
    ]);
    const answers = firstAnswers(attempts);
    const showCorrect = row.kind !== 'test' || row.finishedAt !== null;
    return {
      ...workbookHead(row),
      streak: row.kind === 'quest' ? currentStreak(attempts) : null,
      items: problems.map((problem, position) => {
        const answer = answers.get(problem.id);
        return {
          position,
          problem: toProblemView(problem),
          answered: answer !== undefined,
          correct: answer && showCorrect ? answer.correct : null,
        };
      }),
    };
  }

  async listWorkbooks(
    userId: string,
    query: { page: number; size: number; kind?: WorkbookKind | undefined },
  ): Promise<WorkbookList> {
    const { rows, total } = await repo.listWorkbooks(this.db, userId, {
      ...(query.kind && { kind: query.kind }),
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      items: rows.map((row) => ({
        ...workbookHead(row),
        answered: row.answered,
        correct: row.kind === 'test' && row.finishedAt === null ? null : row.correct,
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** Hands a workbook in: a test is graded and every key is shown from then on. Calling it again changes nothing. */
  async finish(userId: string, id: string): Promise<WorkbookResults> {
    // A level, diagnostic or SAT test ends when its engine says so, not when it is handed in.
    if ((await this.ownWorkbook(userId, id)).mode === 'DIAGNOSE') throw conflict(TestMessage.notForTests);
    await repo.markFinished(this.db, id, new Date());
    return this.results(userId, id);
  }

  async results(userId: string, id: string): Promise<WorkbookResults> {
    const row = await this.ownWorkbook(userId, id);
    if (row.kind === 'test' && row.finishedAt === null) {
      throw new AppError(409, PracticeErrorCode.NotFinished, PracticeMessage.testNotFinished);
    }
    const attempts = await repo.workbookAttempts(this.db, id, userId);
    const answers = firstAnswers(attempts);
    const problems = await repo.problemsByIds(this.db, await repo.workbookProblemIds(this.db, id));
    const finished = row.finishedAt !== null;
    const items = problems.map((problem, position) => {
      const answer = answers.get(problem.id);
      const reveal = finished || answer !== undefined;
      return {
        position,
        problem: toProblemView(problem),
        studentAnswer: answer?.answer ?? null,
        correct: answer ? answer.correct : null,
        timeMs: answer?.timeMs ?? null,
        correctAnswer: reveal ? problem.answer : null,
        explanation: reveal ? problem.explanation : null,
      };
    });
    const counted = [...answers.values()];
    return {
      workbookId: row.id,
      kind: row.kind,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      score: counted.filter((a) => a.correct).length,
      total: problems.length,
      answered: counted.length,
      totalTimeMs: counted.reduce((sum, a) => sum + (a.timeMs ?? 0), 0),
      bestStreak: bestStreak(attempts),
      items,
    };
  }

  // ---- answers ----

  async submit(userId: string, body: SubmitAnswerRequest): Promise<SubmitAnswerResponse> {
    const existing = await repo.findAttemptByClientId(this.db, body.clientAttemptId);
    if (existing) return this.replay(userId, existing);

    // Someone else's workbook is not found, whatever the answer looks like; a test takes answers through its own call.
    if (body.workbookId) {
      const workbook = await repo.findOwnWorkbook(this.db, body.workbookId, userId);
      if (!workbook) throw recordNotFound();
      if (workbook.mode === 'DIAGNOSE') throw conflict(TestMessage.notForTests);
    } else if (await repo.inOpenTest(this.db, userId, body.problemId)) {
      // A free answer would show the key of a problem the student is being tested on.
      throw conflict(TestMessage.inOpenTest);
    }
    const problem = await findProblem(this.db, body.problemId);
    if (!problem) throw notFound(ProblemMessage.notFound);
    const graded = gradeProblem(problem, body.answer);
    if (graded.result === 'unparseable') {
      return {
        result: 'unparseable',
        message: PracticeMessage.unparseable,
        hint: graded.hint,
      };
    }
    const correct = graded.result === 'correct';

    const outcome = await this.db.transaction(async (tx) => {
      let kind: WorkbookKind | null = null;
      if (body.workbookId) {
        const workbook = await repo.findOwnWorkbook(tx, body.workbookId, userId, { lock: true });
        if (!workbook) throw recordNotFound();
        if (!(await repo.workbookProblemIds(tx, workbook.id)).includes(problem.id)) {
          throw badRequest('problemId: this problem is not in the workbook');
        }
        // A retry that lost the race to its twin is answered from the twin below, not refused here.
        const twin = await repo.findAttemptByClientId(tx, body.clientAttemptId);
        if (twin) return { attempt: twin, inserted: false, kind };
        if (workbook.finishedAt !== null) throw conflict('This workbook is already finished');
        if (await repo.hasAnsweredInWorkbook(tx, workbook.id, problem.id, userId)) {
          throw new AppError(409, PracticeErrorCode.AlreadyAnswered, PracticeMessage.alreadyAnswered);
        }
        kind = workbook.kind;
      }
      const answeredAt = new Date();
      const inserted = await recordAnswer(tx, {
        userId,
        problem,
        workbookId: body.workbookId ?? null,
        body,
        correct,
        answeredAt,
      });
      if (!inserted) {
        const first = await repo.findAttemptByClientId(tx, body.clientAttemptId);
        if (!first) throw new Error('attempt vanished after a conflicting insert');
        return { attempt: first, inserted: false, kind };
      }
      return { attempt: inserted, inserted: true, kind };
    });
    if (!outcome.inserted) return this.replay(userId, outcome.attempt);
    return this.feedback(userId, outcome.attempt, problem, outcome.kind);
  }

  /** The answer to a retried submission: the first result, computed from the stored attempt. */
  private async replay(userId: string, attempt: repo.AttemptRow): Promise<SubmitAnswerResponse> {
    if (attempt.userId !== userId) throw conflict(PracticeMessage.attemptIdTaken);
    const problem = await findProblem(this.db, attempt.problemId);
    if (!problem) throw notFound(ProblemMessage.notFound);
    const workbook = attempt.workbookId ? await repo.findOwnWorkbook(this.db, attempt.workbookId, userId) : undefined;
    return this.feedback(userId, attempt, problem, workbook?.kind ?? null);
  }

  private async feedback(
    userId: string,
    attempt: repo.AttemptRow,
    problem: ProblemRow,
    kind: WorkbookKind | null,
  ): Promise<SubmitAnswerResponse> {
    if (kind === 'test') return { result: 'recorded', attemptId: attempt.id };
    let streak: number | null = null;
    if (kind === 'quest' && attempt.workbookId) {
      const upTo = await repo.workbookAttempts(this.db, attempt.workbookId, userId);
      const index = upTo.findIndex((a) => a.id === attempt.id);
      streak = currentStreak(upTo.slice(0, index + 1));
    }
    return {
      result: attempt.correct ? 'correct' : 'incorrect',
      attemptId: attempt.id,
      answer: problem.answer,
      explanation: problem.explanation,
      streak,
    };
  }

  // ---- course tree: progress, bookmarks, interests, search ----

  async progress(userId: string): Promise<Progress> {
    const totals = (await repo.unitTotals(this.db, userId)).sort((a, b) => unitOrder(a.unitId) - unitOrder(b.unitId));
    const mastery =
      totals.length > 0
        ? await masteryForStudent(
            this.db,
            userId,
            totals.map((row) => row.unitId),
          )
        : [];
    const bySkill = new Map(mastery.map((m) => [m.skillId, m]));
    return {
      units: totals.map((row) => {
        const m = bySkill.get(row.unitId);
        return { ...row, mastery: m?.mastery ?? 0, low: m?.low ?? 0, high: m?.high ?? 0 };
      }),
    };
  }

  async bookmarks(userId: string): Promise<Bookmarks> {
    return { unitIds: await repo.listBookmarks(this.db, userId) };
  }

  async addBookmark(userId: string, unitId: string): Promise<Bookmarks> {
    requireUnit(unitId);
    await repo.addBookmark(this.db, userId, unitId);
    return this.bookmarks(userId);
  }

  async removeBookmark(userId: string, unitId: string): Promise<Bookmarks> {
    await repo.removeBookmark(this.db, userId, unitId);
    return this.bookmarks(userId);
  }

  async interests(userId: string): Promise<Interests> {
    return { courseIds: await repo.listInterests(this.db, userId) };
  }

  async saveInterests(userId: string, courseIds: readonly string[]): Promise<Interests> {
    const unique = [...new Set(courseIds)];
    if (unique.length > LIMITS.interestsMax) throw badRequest(PracticeMessage.interestsMax);
    const unknown = unique.filter((id) => !isCourse(id));
    if (unknown.length > 0) throw badRequest(`courseIds: there is no course ${unknown.join(', ')}`);
    await repo.replaceInterests(this.db, userId, unique);
    return this.interests(userId);
  }

  async search(q: string, limit: number): Promise<SearchResult> {
    const terms = words(q);
    const [units, problemIds] = await Promise.all([
      searchUnits(this.db, terms),
      repo.searchProblemIds(this.db, terms, limit),
    ]);
    const problems = await repo.problemsByIds(this.db, problemIds);
    return {
      units: units.sort((a, b) => unitOrder(a.id) - unitOrder(b.id)).slice(0, limit),
      problems: problems.map(toProblemView),
    };
  }

  // ---- samples for visitors ----

  /** A fixed set: the easiest problem of five units spread over the course map. */
  async sampleIds(): Promise<string[]> {
    const counts = await problemCountsByUnit(this.db);
    const stocked = allUnitIds().filter((id) => (counts.get(id) ?? 0) > 0);
    if (stocked.length === 0) return [];
    const step = (stocked.length - 1) / Math.max(SAMPLE_SIZE - 1, 1);
    const units = [...new Set(Array.from({ length: SAMPLE_SIZE }, (_, i) => stocked[Math.round(i * step)] ?? ''))];
    return repo.firstProblemOfUnits(this.db, units.filter(Boolean));
  }

  async samples(): Promise<SampleSet> {
    const rows = await repo.problemsByIds(this.db, await this.sampleIds());
    return { problems: rows.map(toProblemView) };
  }

  /** Grades a sample problem without saving anything. */
  async checkSample(problemId: string, answer: string | number) {
    if (!(await this.sampleIds()).includes(problemId)) throw notFound(ProblemMessage.sampleNotFound);
    return this.problems.checkAnswer(problemId, answer);
  }
}

function workbookHead(row: repo.WorkbookRow) {
  return {
    id: row.id,
    mode: row.mode,
    kind: row.kind,
    testType: row.testType,
    source: row.source,
    questionCount: row.questionCount,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The first answer to each problem of a workbook (a workbook takes one answer per problem), from its attempts. */
function firstAnswers(attempts: readonly repo.AttemptRow[]): Map<string, repo.AttemptRow> {
  const answers = new Map<string, repo.AttemptRow>();
  for (const attempt of attempts) {
    if (!answers.has(attempt.problemId)) answers.set(attempt.problemId, attempt);
  }
  return answers;
}

/** Correct answers in a row at the end of the list. */
export function currentStreak(attempts: readonly { correct: boolean }[]): number {
  let streak = 0;
  for (let i = attempts.length - 1; i >= 0 && attempts[i]?.correct; i--) streak++;
  return streak;
}

export function bestStreak(attempts: readonly { correct: boolean }[]): number {
  let best = 0;
  let run = 0;
  for (const attempt of attempts) {
    run = attempt.correct ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}
