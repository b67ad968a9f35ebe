// Recommendations for a student: the AI set (the policy, made on each call), today's set (the policy, made once per
// day of the student's calendar and kept), the next unit with its reason, and the similar problems scheduled after
// help with the share of them the student then solved alone. The decisions are the pure policy's (policy.ts).
import { ProblemMessage, type AfterHelp, type StudyWhy } from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { predictItemsForStudent } from '../../model/service.js';
import { addDays, dayIn } from '../analytics/calendar.js';
import * as practiceRepo from '../practice/repository.js';
import { unitsOf } from '../practice/course-index.js';
import { findProblem, problemCountsByUnit } from '../problems/repository.js';
import { asModelItem } from '../problems/service.js';
import { gradeUnitIds } from '../tests/diagnose/course.js';
import { levelTestStudyUnits, signupGradeId } from '../tests/repository.js';
import { courseGraph } from './course.js';
import {
  assemble,
  FOCUS_UNITS,
  makeWhy,
  missedWhy,
  nextUnit,
  planUnits,
  readyWhy,
  route,
  unitStatus,
  type Candidate,
  type CourseGraph,
  type DueProblem,
  type PlanInput,
  type Recommended,
  type UnitFacts,
  type UnitPick,
} from './policy.js';
import { unitFacts } from './predictions.js';
import * as repo from './repository.js';
import { reviewState, type DayAnswer } from './review.js';

/** Fresh problems looked at per planned unit. */
const CANDIDATES_PER_UNIT = 40;
/** Wrong answers older than this no longer come back for review. */
const REVIEW_HORIZON_DAYS = 90;
/** Units a new student starts in from the signup grade. */
const START_UNITS = 3;

export interface RecommendOptions {
  count: number;
  /** The student's IANA time zone: their calendar decides today's set and the review days. */
  timezone: string;
  now?: Date;
}

interface Context {
  facts: Map<string, UnitFacts>;
  course: CourseGraph;
  today: string;
  now: Date;
}

export class RecommendService {
  constructor(private readonly db: Db) {}

  private async context(userId: string, timezone: string, now: Date): Promise<Context> {
    const [facts, counts] = await Promise.all([unitFacts(this.db, userId, now), problemCountsByUnit(this.db)]);
    return { facts, course: courseGraph(counts), today: dayIn(timezone, now), now };
  }

  /** The student's grade and starting point, courses of interest and bookmarks, as the policy reads them. */
  private async planInput(userId: string, context: Context): Promise<PlanInput> {
    const { course } = context;
    const [recentUnits, levelUnits, gradeId, interests, bookmarks] = await Promise.all([
      practiceRepo.recentUnitIds(this.db, userId, FOCUS_UNITS),
      levelTestStudyUnits(this.db, userId),
      signupGradeId(this.db, userId),
      practiceRepo.listInterests(this.db, userId),
      practiceRepo.listBookmarks(this.db, userId),
    ]);
    const grade = (gradeId ? (gradeUnitIds(gradeId) ?? []) : []).filter((id) => course.hasProblems(id));
    const placed = levelUnits.filter((id) => course.hasProblems(id));
    let start: PlanInput['start'] = null;
    if (placed.length > 0) start = { unitIds: placed, key: 'levelTest' };
    else if (grade.length > 0) start = { unitIds: grade.slice(0, START_UNITS), key: 'gradeStart' };
    else {
      // No grade and no level test: the first units with problems, without a reason to claim for them.
      const first = unitsOf('KR').filter((id) => course.hasProblems(id));
      if (first.length > 0) start = { unitIds: first.slice(0, START_UNITS), key: null };
    }
    return {
      facts: context.facts,
      course,
      recentUnits,
      start,
      grade,
      interests: interests.map((id) => unitsOf(id)),
      bookmarks,
    };
  }

  /** Problems answered wrong whose spaced review is due today, the longest ago first. */
  private async dueReviews(userId: string, timezone: string, context: Context): Promise<DueProblem[]> {
    const since = new Date(context.now.getTime() - REVIEW_HORIZON_DAYS * 86_400_000);
    const history = await practiceRepo.wrongProblemHistory(this.db, userId, since);
    const byProblem = new Map<string, { unitId: string; templateId: string; answers: DayAnswer[] }>();
    for (const row of history) {
      const entry = byProblem.get(row.problemId) ?? { unitId: row.unitId, templateId: row.templateId, answers: [] };
      entry.answers.push({ day: dayIn(timezone, row.at), correct: row.correct });
      byProblem.set(row.problemId, entry);
    }
    const due: (DueProblem & { daysAgo: number })[] = [];
    for (const [id, entry] of byProblem) {
      const state = reviewState(entry.answers, context.today);
      if (!state?.due) continue;
      const why = makeWhy('review', { unitId: entry.unitId, daysAgo: state.daysAgo });
      due.push({ id, unitId: entry.unitId, templateId: entry.templateId, why, daysAgo: state.daysAgo });
    }
    return due.sort((a, b) => b.daysAgo - a.daysAgo);
  }

  private async dueAfterHelp(userId: string, context: Context): Promise<DueProblem[]> {
    const rows = await repo.dueAfterHelp(this.db, userId, context.today);
    return rows.map((row) => ({
      id: row.problemId,
      unitId: row.unitId,
      templateId: row.templateId,
      why: makeWhy('afterHelp', { unitId: row.unitId }),
    }));
  }

  /** Fresh problems of the planned units with the model's chance on each, leaving out those waiting after help. */
  private async candidates(
    userId: string,
    plan: readonly UnitPick[],
    context: Context,
  ): Promise<Map<string, Candidate[]>> {
    const { now } = context;
    const exclude = await repo.waitingAfterHelpIds(this.db, userId, context.today);
    const perUnit = await Promise.all(
      plan.map(async (pick) => ({
        unitId: pick.unitId,
        rows: await practiceRepo.candidatesFromUnits(this.db, userId, [pick.unitId], CANDIDATES_PER_UNIT, {
          exclude,
        }),
      })),
    );
    const predicted = await predictItemsForStudent(
      this.db,
      userId,
      perUnit.flatMap(({ unitId, rows }) =>
        rows.map((row) => asModelItem({ id: row.id, unitId, difficulty: row.difficulty })),
      ),
      now,
    );
    return new Map(
      perUnit.map(({ unitId, rows }) => [
        unitId,
        rows.map((row) => ({
          id: row.id,
          unitId,
          templateId: row.templateId,
          predicted: predicted.get(row.id) ?? 0.5,
          seen: row.seen,
        })),
      ]),
    );
  }

  /** The AI set: made anew on every call from the student's state now. */
  async recommend(userId: string, options: RecommendOptions): Promise<Recommended[]> {
    const now = options.now ?? new Date();
    const context = await this.context(userId, options.timezone, now);
    const [input, reviews, afterHelp] = await Promise.all([
      this.planInput(userId, context),
      this.dueReviews(userId, options.timezone, context),
      this.dueAfterHelp(userId, context),
    ]);
    const plan = planUnits(input);
    const candidates = await this.candidates(userId, plan, context);
    return assemble({ count: options.count, reviews, afterHelp, plan, candidates });
  }

  /** Today's set: the policy's set as made on the student's first call of the day; the same all day. */
  async daily(userId: string, options: RecommendOptions): Promise<{ id: string; why: StudyWhy }[]> {
    const day = dayIn(options.timezone, options.now ?? new Date());
    const stored = await repo.findDailySet(this.db, userId, day, options.count);
    const items =
      stored ??
      (await repo.saveDailySet(
        this.db,
        userId,
        day,
        options.count,
        (await this.recommend(userId, options)).map((item) => ({ problemId: item.id, why: item.why })),
      ));
    return items.map((item) => ({ id: item.problemId, why: item.why as StudyWhy }));
  }

  /**
   * The next unit after `fromUnitId` by prerequisites, once that one is mastered (or was never practised); until
   * then the same unit, or the prerequisite a gap sends the student to.
   */
  async next(
    userId: string,
    fromUnitId: string,
    options: RecommendOptions,
  ): Promise<{ unitId: string; why: StudyWhy | null; items: Recommended[] } | null> {
    const now = options.now ?? new Date();
    const context = await this.context(userId, options.timezone, now);
    const input = await this.planInput(userId, context);
    const facts = context.facts.get(fromUnitId);
    const status = unitStatus(facts);
    let pick: UnitPick;
    if (status === 'open' || status === 'gap') {
      const why = missedWhy(fromUnitId, facts) ?? makeWhy('continueUnit', { unitId: fromUnitId });
      pick = route({ unitId: fromUnitId, why, source: 'focus' }, input);
    } else {
      const next = nextUnit(fromUnitId, input);
      if (!next) return null;
      pick = route({ unitId: next, why: readyWhy(next, input), source: 'focus' }, input);
    }
    const candidates = await this.candidates(userId, [pick], context);
    const items = assemble({ count: options.count, reviews: [], afterHelp: [], plan: [pick], candidates });
    return { unitId: pick.unitId, why: pick.why, items };
  }

  /**
   * The student got help on a problem: a problem of the same template (not the same one, unseen when there is one)
   * is scheduled for the next day of their calendar. Nothing more is scheduled while one for this problem waits.
   */
  async recordHelp(
    userId: string,
    body: { problemId: string; kind: 'explanation' | 'chat' },
    timezone: string,
  ): Promise<void> {
    const problem = await findProblem(this.db, body.problemId);
    if (!problem) throw notFound(ProblemMessage.notFound);
    if (await repo.hasPendingAfterHelp(this.db, userId, problem.id)) return;
    const [similar] = await practiceRepo.candidatesFromUnits(this.db, userId, [problem.unitId], 1, {
      templateId: problem.templateId,
      exclude: [problem.id],
    });
    if (!similar) return;
    await repo.insertAfterHelp(this.db, {
      userId,
      helpedProblemId: problem.id,
      problemId: similar.id,
      kind: body.kind,
      dueOn: addDays(dayIn(timezone, new Date()), 1),
    });
  }

  async afterHelp(userId: string, timezone: string): Promise<AfterHelp> {
    const counts = await repo.afterHelpCounts(this.db, userId, dayIn(timezone, new Date()));
    return { ...counts, share: counts.tried > 0 ? counts.solvedAlone / counts.tried : null };
  }
}
