// Study modes: which problems each mode gives a student and why, and the ranking of fresh problems by the learning
// model's chance of a right answer (hard enough to learn from, easy enough to succeed).
import {
  COMING_SOON_MODES,
  FAST_SET_SIZE,
  LIMITS,
  PracticeErrorCode,
  PracticeMessage,
  ProblemMessage,
  type PickReason,
  type StudyModeParam,
  type StudyWhy,
} from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import { predictItemsForStudent } from '../../model/service.js';
import { dayIn, FALLBACK_TIMEZONE, isDay } from '../analytics/calendar.js';
import { discussedProblemIds } from '../chat/repository.js';
import { findProblem, problemCountsByUnit } from '../problems/repository.js';
import { asModelItem } from '../problems/service.js';
import type { RecommendService } from '../recommend/service.js';
import { gradeUnitIds } from '../tests/diagnose/course.js';
import { levelTestStudyUnits, signupGradeId } from '../tests/repository.js';
import { allUnitIds, isUnit, unitsOf } from './course-index.js';
import * as repo from './repository.js';

/** Recommendations aim at problems the student gets right with this chance: a stretch, but mostly success. */
const LEARNING_TARGET = 0.7;
/** A FAST set aims higher, for a quick confident run. */
const QUICK_TARGET = 0.85;

export interface StudyTarget {
  unitId?: string | undefined;
  problemId?: string | undefined;
  q?: string | undefined;
  /** The student's time zone, for LAWN's day, today's set and the review days. */
  timezone?: string | undefined;
}

export interface Selection {
  unitId: string | null;
  ids: string[];
  reason: PickReason;
  reasons?: Map<string, PickReason>;
  /** Why each problem, for the recommending modes (AI, TODAY, NEXT). */
  whys?: Map<string, StudyWhy>;
  /** Why the set's unit (NEXT). */
  why?: StudyWhy | null;
}

/** The older reason codes, for clients that read them, from the why of a recommendation. */
function reasonOf(why: StudyWhy): PickReason {
  switch (why.key) {
    case 'review':
      return 'incorrect';
    case 'afterHelp':
      return 'same-template';
    case 'missedRecently':
    case 'prerequisiteFirst':
      return 'weak-unit';
    case 'ready':
      return 'next-unit';
    default:
      return 'practice';
  }
}

function recommended(items: readonly { id: string; why: StudyWhy }[]): Omit<Selection, 'unitId' | 'reason'> {
  return {
    ids: items.map((item) => item.id),
    reasons: new Map(items.map((item) => [item.id, reasonOf(item.why)])),
    whys: new Map(items.map((item) => [item.id, item.why])),
  };
}

/** The words of a search, as SEARCH and the search call split them. */
export function words(q: string): string[] {
  return q.split(/\s+/).filter((word) => word.length > 0);
}

/** 400 naming the unit when the course map has no such unit. */
export function requireUnit(unitId: string): void {
  if (!isUnit(unitId)) throw badRequest(`unitId: there is no unit ${unitId}`);
}

/** The problems of each study mode for a student, and the ranking workbooks built from units use too. */
export class StudySelection {
  constructor(
    private readonly db: Db,
    private readonly recommendations: RecommendService,
  ) {}

  /** Problem ids of a study mode with the reason for each, and the unit they came from when there is one. */
  async select(userId: string, mode: StudyModeParam, target: StudyTarget, limit: number): Promise<Selection> {
    if (COMING_SOON_MODES.includes(mode))
      throw new AppError(501, PracticeErrorCode.ComingSoon, PracticeMessage.comingSoon);
    const db = this.db;
    const zone = target.timezone ?? FALLBACK_TIMEZONE;
    switch (mode) {
      case 'INCORRECT':
        return { unitId: null, reason: 'incorrect', ids: await repo.incorrectProblemIds(db, userId, limit) };
      case 'RECENT':
        return {
          unitId: null,
          reason: 'recent',
          ids: await repo.recentProblemIds(db, userId, Math.min(limit, LIMITS.recentProblemsWindow)),
        };
      case 'FAST': {
        const units = await this.familiarUnits(userId);
        const ids = await this.pick(userId, units, FAST_SET_SIZE, { target: QUICK_TARGET });
        return { unitId: null, reason: 'quick', ids };
      }
      case 'SEARCH': {
        if (!target.q) throw badRequest('q: SEARCH needs words to search for');
        return { unitId: null, reason: 'search', ids: await repo.searchProblemIds(db, words(target.q), limit) };
      }
      case 'SAME': {
        if (!target.problemId) throw badRequest('problemId: SAME needs the problem to match');
        const problem = await findProblem(db, target.problemId);
        if (!problem) throw notFound(ProblemMessage.notFound);
        const ids = await this.pick(userId, [problem.unitId], limit, {
          templateId: problem.templateId,
          exclude: [problem.id],
        });
        return { unitId: problem.unitId, reason: 'same-template', ids };
      }
      case 'SAME_UNIT':
      case 'STUDY': {
        const unitId = await this.unitFor(userId, target, mode);
        const exclude = target.problemId ? [target.problemId] : [];
        const ids = await this.pick(userId, [unitId], limit, { exclude, easyFirst: mode === 'STUDY' });
        return { unitId, reason: mode === 'STUDY' ? 'study' : 'same-unit', ids };
      }
      case 'NEXT': {
        const from = await this.unitFor(userId, target, mode);
        const next = await this.recommendations.next(userId, from, { count: limit, timezone: zone });
        if (!next) return { unitId: null, reason: 'next-unit', ids: [], why: null };
        const { ids, whys } = recommended(next.items);
        return { unitId: next.unitId, reason: 'next-unit', ids, whys, why: next.why };
      }
      case 'LAWN': {
        // A square of the lawn: the problems answered on that day of the student's calendar, the latest first.
        const day = target.q ?? dayIn(zone, new Date());
        if (!isDay(day)) throw badRequest('q: LAWN needs a day written YYYY-MM-DD');
        return { unitId: null, reason: 'lawn', ids: await repo.problemIdsAnsweredOn(db, userId, day, zone, limit) };
      }
      case 'TODAY':
        return {
          unitId: null,
          reason: 'practice',
          ...recommended(await this.recommendations.daily(userId, { count: limit, timezone: zone })),
        };
      case 'CHAT':
        return { unitId: null, reason: 'chat', ids: await discussedProblemIds(db, userId, limit) };
      case 'AI':
        return {
          unitId: null,
          reason: 'practice',
          ...recommended(await this.recommendations.recommend(userId, { count: limit, timezone: zone })),
        };
    }
  }

  /**
   * New problems from the units, ranked by the learning model: unanswered first, one per template before a second,
   * and within that the problems whose predicted chance of a right answer is nearest the target (hard enough to
   * learn from, easy enough to succeed), or the easiest first for unit study and the start of a next unit.
   */
  async pick(
    userId: string,
    unitIds: readonly string[],
    limit: number,
    options: { exclude?: readonly string[]; templateId?: string; easyFirst?: boolean; target?: number } = {},
  ): Promise<string[]> {
    const pool = await repo.candidatesFromUnits(this.db, userId, unitIds, Math.min(limit * 4, 200), options);
    const predicted = await this.predictions(
      userId,
      pool.map((c) => c.id),
    );
    const target = options.target ?? LEARNING_TARGET;
    const score = (c: repo.Candidate) =>
      options.easyFirst ? c.difficulty : Math.abs((predicted.get(c.id) ?? target) - target);
    const ranked = pool.sort((a, b) => Number(a.seen) - Number(b.seen) || score(a) - score(b));
    // Each template's best problem before any template's second (the sort is stable, so ranks keep their order).
    const perTemplate = new Map<string, number>();
    const rankInTemplate = new Map<string, number>();
    for (const c of ranked) {
      const rank = (perTemplate.get(c.templateId) ?? 0) + 1;
      perTemplate.set(c.templateId, rank);
      rankInTemplate.set(c.id, rank);
    }
    const rank = (c: repo.Candidate) => rankInTemplate.get(c.id) ?? 0;
    return ranked
      .sort((a, b) => Number(a.seen) - Number(b.seen) || rank(a) - rank(b))
      .slice(0, limit)
      .map((c) => c.id);
  }

  /** The model's P(correct) for the student on each problem. */
  async predictions(userId: string, ids: readonly string[]): Promise<Map<string, number>> {
    return predictItemsForStudent(this.db, userId, (await repo.problemsByIds(this.db, ids)).map(asModelItem));
  }

  /** The unit named, the unit of the problem named, or the unit the student practised last. */
  private async unitFor(userId: string, target: StudyTarget, mode: string): Promise<string> {
    if (target.unitId) {
      requireUnit(target.unitId);
      return target.unitId;
    }
    if (target.problemId) {
      const problem = await findProblem(this.db, target.problemId);
      if (!problem) throw notFound(ProblemMessage.notFound);
      return problem.unitId;
    }
    const [recent] = await repo.recentUnitIds(this.db, userId, 1);
    if (!recent) throw badRequest(`unitId: ${mode} needs a unit`);
    return recent;
  }

  /**
   * Units the student works in: the latest practised, else the courses of interest, else what the last level test
   * said to study first, else the start of the grade given at signup, else the first unit.
   */
  private async familiarUnits(userId: string): Promise<string[]> {
    const recent = await repo.recentUnitIds(this.db, userId, 3);
    if (recent.length > 0) return recent;
    const interests = (await repo.listInterests(this.db, userId)).flatMap((id) => unitsOf(id).slice(0, 3));
    if (interests.length > 0) return interests;
    const counts = await problemCountsByUnit(this.db);
    const withProblems = (ids: readonly string[]) => ids.filter((id) => (counts.get(id) ?? 0) > 0);
    const placed = withProblems(await levelTestStudyUnits(this.db, userId));
    if (placed.length > 0) return placed;
    const grade = await signupGradeId(this.db, userId);
    const gradeStart = withProblems(grade ? (gradeUnitIds(grade) ?? []) : []).slice(0, 3);
    if (gradeStart.length > 0) return gradeStart;
    return withProblems(allUnitIds()).slice(0, 1);
  }
}
