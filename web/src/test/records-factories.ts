// Small factories for the records tests: a lawn of given daily counts ending on a given day, a unit's mastery, a
// record of the list, and the answers of the page's calls.
import type { Activity, Lawn, Mastery, RecentProblems, RecordList } from '@mathbridge/contract';
import { addDays } from '../lib/days';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A lawn whose last day is `to`, with the counts given for the last days (oldest first) and zeros before. */
export function lawnOf(to: string, lastCounts: number[] = [], streaks: Partial<Lawn> = {}): Lawn {
  const days = Array.from({ length: 365 }, (_, index) => {
    const offset = 365 - index - 1;
    const fromEnd = lastCounts.length - offset - 1;
    return { date: addDays(to, -offset), count: fromEnd >= 0 ? (lastCounts[fromEnd] ?? 0) : 0 };
  });
  return {
    timezone: 'Asia/Seoul',
    from: days[0]!.date,
    to,
    days,
    currentStreak: 0,
    longestStreak: 0,
    total: days.reduce((sum, day) => sum + day.count, 0),
    ...streaks,
  };
}

export type UnitMastery = Mastery['units'][number];

export function unitMastery(unitId: string, overrides: Partial<UnitMastery> = {}): UnitMastery {
  return {
    unitId,
    name: { en: `Unit ${unitId}`, ko: `단원 ${unitId}` },
    trackId: 'KR',
    gradeId: unitId.split('-').slice(0, 2).join('-'),
    strand: 'number',
    answered: 6,
    correct: 4,
    mastery: 0.7,
    low: 0.55,
    high: 0.82,
    before: null,
    trend: 'new',
    ...overrides,
  };
}

export type RecordItem = RecordList['items'][number];

export function recordItem(n: number, overrides: Partial<RecordItem> = {}): RecordItem {
  return {
    id: uuid(n),
    kind: 'practice',
    testType: null,
    createdAt: '2025-03-04T01:00:00.000Z',
    finishedAt: '2025-03-04T01:10:00.000Z',
    questionCount: 5,
    answered: 5,
    correct: 4,
    placementGradeId: null,
    score: null,
    gaps: null,
    unitIds: ['kr-e1-1-1'],
    ...overrides,
  };
}

export function recordList(items: RecordItem[], page = 1, size = 5, total = items.length): RecordList {
  return { items, page, size, total };
}

export function activityOf(weeks: Activity['weeks'] = [], months: Activity['months'] = []): Activity {
  return { timezone: 'Asia/Seoul', from: '2024-09-02', to: '2025-03-04', weeks, months };
}

export function recentOf(items: RecentProblems['items'] = []): RecentProblems {
  return { items };
}
