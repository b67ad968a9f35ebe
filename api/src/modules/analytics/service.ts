// Analytics of one student: the latest answers, the last six months by week and by month, mastery per unit with its
// 30-day trend, the lawn (a year of daily answers with streaks), and every workbook and test as a record. Days, weeks
// and months are the student's own, in the time zone the request names.
import { LIMITS } from '@mathbridge/contract';
import type {
  Activity,
  Lawn,
  Mastery,
  ProgressReport,
  RecentProblems,
  RecordList,
  TestReport,
  WorkbookKind,
} from '@mathbridge/contract';
import { findUnit } from '../../content/curriculum.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/app-error.js';
import { mastery as masteryAt } from '../../model/model.js';
import { masteryForStudent } from '../../model/service.js';
import type { StudentState } from '../../model/types.js';
import { unitOrder } from '../practice/course-index.js';
import * as repo from '../practice/repository.js';
import { strandOf } from '../tests/level/strands.js';
import { addDays, addMonths, dayIn, daysBetween, isDay, monthStart, weekStart } from './calendar.js';
import { CheckpointCache } from './checkpoints.js';
import { replayAnswers, trendOf } from './replay.js';

/** Days the lawn shows, today included. */
export const LAWN_DAYS = 365;
/** Mastery is compared with what it was this many days ago. */
export const TREND_DAYS = 30;
const DAY_MS = 86_400_000;

export interface RecordsQuery {
  page: number;
  size: number;
  kind?: WorkbookKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface Period {
  start: string;
  solved: number;
  correct: number;
  accuracy: number | null;
  minutes: number;
}

/** Sums days into periods that start where `startOf` says; every start given is present, oldest first. */
function periods(days: readonly repo.DayActivity[], starts: readonly string[], startOf: (day: string) => string) {
  const totals = new Map(starts.map((start) => [start, { solved: 0, correct: 0, ms: 0 }]));
  for (const day of days) {
    const total = totals.get(startOf(day.day));
    if (!total) continue;
    total.solved += day.solved;
    total.correct += day.correct;
    total.ms += day.ms;
  }
  return starts.map((start): Period => {
    const total = totals.get(start) ?? { solved: 0, correct: 0, ms: 0 };
    return {
      start,
      solved: total.solved,
      correct: total.correct,
      accuracy: total.solved > 0 ? total.correct / total.solved : null,
      minutes: Math.round(total.ms / 60_000),
    };
  });
}

/** The six months up to today: from the Monday on or before the day six months ago. */
function activityWindow(today: string): { from: string; to: string } {
  return { from: weekStart(addMonths(today, -LIMITS.analyticsMonthsWindow)), to: today };
}

/** The window's weeks, and the current month with the five before it (whole months, all inside the window). */
function activityOf(days: readonly repo.DayActivity[], window: { from: string; to: string }) {
  const inWindow = days.filter((day) => day.day >= window.from && day.day <= window.to);
  const weekStarts: string[] = [];
  for (let week = window.from; week <= window.to; week = addDays(week, 7)) weekStarts.push(week);
  const monthStarts = Array.from({ length: LIMITS.analyticsMonthsWindow }, (_, i) =>
    monthStart(addMonths(monthStart(window.to), i - LIMITS.analyticsMonthsWindow + 1)),
  );
  return {
    weeks: periods(inWindow, weekStarts, weekStart),
    months: periods(inWindow, monthStarts, monthStart),
  };
}

/** Days in a row with an answer ending today (or yesterday, while today has none yet), and the longest such run. */
export function streaks(activeDays: readonly string[], today: string): { current: number; longest: number } {
  const days = [...new Set(activeDays)].filter((day) => day <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const active = new Set(days);
  let cursor = active.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (active.has(cursor)) {
    current += 1;
    cursor = addDays(cursor, -1);
  }
  return { current, longest };
}

export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    private readonly checkpoints: CheckpointCache = new CheckpointCache(),
  ) {}

  async recent(userId: string): Promise<RecentProblems> {
    const rows = await repo.latestAttempts(this.db, userId, LIMITS.recentProblemsWindow);
    return {
      items: rows.map((row) => ({
        attemptId: row.id,
        problemId: row.problemId,
        unitId: row.unitId,
        correct: row.correct,
        timeMs: row.timeMs,
        answeredAt: row.createdAt.toISOString(),
        workbookId: row.workbookId,
      })),
    };
  }

  async activity(userId: string, zone: string): Promise<Activity> {
    const window = activityWindow(dayIn(zone, this.now()));
    const days = await repo.dailyActivity(this.db, userId, zone, window);
    return { timezone: zone, ...window, ...activityOf(days, window) };
  }

  async mastery(userId: string): Promise<Mastery> {
    const totals = (await repo.unitTotals(this.db, userId))
      .filter((row) => findUnit(row.unitId) !== undefined)
      .sort((a, b) => unitOrder(a.unitId) - unitOrder(b.unitId));
    if (totals.length === 0) return { units: [] };
    const unitIds = totals.map((row) => row.unitId);
    const now = this.now();
    const then = new Date(now.getTime() - TREND_DAYS * DAY_MS);
    const [current, past] = await Promise.all([
      masteryForStudent(this.db, userId, unitIds, now),
      this.stateAt(userId, then),
    ]);
    const byUnit = new Map(current.map((m) => [m.skillId, m]));
    return {
      units: totals.flatMap((row) => {
        const place = findUnit(row.unitId);
        const m = byUnit.get(row.unitId);
        if (!place || !m) return [];
        const before = (past.skills[row.unitId]?.attempts ?? 0) > 0;
        const beforeMastery = before ? masteryAt(past, row.unitId, then.getTime() / 1000).mastery : null;
        return [
          {
            unitId: row.unitId,
            name: place.unit.name,
            trackId: place.track.id,
            gradeId: place.grade.id,
            strand: strandOf(row.unitId) ?? null,
            answered: row.answered,
            correct: row.correct,
            mastery: m.mastery,
            low: m.low,
            high: m.high,
            before: beforeMastery,
            trend: trendOf(m.mastery, beforeMastery),
          },
        ];
      }),
    };
  }

  /** The model's state of the student at a past moment, replayed from their answers (from the last checkpoint). */
  private async stateAt(userId: string, at: Date): Promise<StudentState> {
    const saved = this.checkpoints.get(userId);
    const state =
      saved && saved.at <= at.getTime()
        ? replayAnswers(await repo.answersBetween(this.db, userId, at, new Date(saved.at)), saved.state)
        : replayAnswers(await repo.answersBetween(this.db, userId, at));
    this.checkpoints.set(userId, { at: at.getTime(), state });
    return state;
  }

  async lawn(userId: string, zone: string): Promise<Lawn> {
    const to = dayIn(zone, this.now());
    const from = addDays(to, -(LAWN_DAYS - 1));
    // Every active day, not only the year's: a streak may be older than the lawn.
    const active = await repo.dailyActivity(this.db, userId, zone);
    const counts = new Map(active.map((day) => [day.day, day.solved]));
    const days = Array.from({ length: LAWN_DAYS }, (_, i) => {
      const date = addDays(from, i);
      return { date, count: counts.get(date) ?? 0 };
    });
    const { current, longest } = streaks(
      active.map((day) => day.day),
      to,
    );
    return {
      timezone: zone,
      from,
      to,
      days,
      currentStreak: current,
      longestStreak: longest,
      total: days.reduce((sum, day) => sum + day.count, 0),
    };
  }

  async records(userId: string, zone: string, query: RecordsQuery): Promise<RecordList> {
    for (const field of ['from', 'to'] as const) {
      const day = query[field];
      if (day !== undefined && !isDay(day)) throw badRequest(`${field}: ${day} is not a day of the calendar`);
    }
    const { rows, total } = await repo.listRecords(this.db, userId, {
      zone,
      kind: query.kind,
      from: query.from,
      to: query.to,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      items: rows.map((row) => {
        const report = row.finishedAt ? (row.report as TestReport | null) : null;
        return {
          id: row.id,
          kind: row.kind,
          testType: row.testType,
          createdAt: row.createdAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
          questionCount: row.questionCount,
          answered: row.answered,
          // A test's score is not known until it is handed in.
          correct: row.kind === 'test' && row.finishedAt === null ? null : row.correct,
          placementGradeId: report?.type === 'LEVEL' ? report.placement.gradeId : null,
          score: report?.type === 'SAT' ? report.score : null,
          gaps: report?.type === 'DIAGNOSE' ? report.units.filter((unit) => unit.status === 'GAP').length : null,
          unitIds: row.source.unitIds,
        };
      }),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** The figures of /analytics/record as a parent is sent them: totals, streaks, six months and mastery. */
  async progressReport(userId: string, zone: string): Promise<ProgressReport> {
    const today = dayIn(zone, this.now());
    // One read of every active day gives the totals, the streaks and the six months.
    const [all, mastery] = await Promise.all([repo.dailyActivity(this.db, userId, zone), this.mastery(userId)]);
    const { current, longest } = streaks(
      all.map((day) => day.day),
      today,
    );
    return {
      type: 'PROGRESS',
      solved: all.reduce((sum, day) => sum + day.solved, 0),
      correct: all.reduce((sum, day) => sum + day.correct, 0),
      minutes: Math.round(all.reduce((sum, day) => sum + day.ms, 0) / 60_000),
      currentStreak: current,
      longestStreak: longest,
      months: activityOf(all, activityWindow(today)).months,
      units: mastery.units,
    };
  }
}
