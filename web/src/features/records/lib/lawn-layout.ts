// The lawn (잔디): a year of days laid out as columns of weeks (Monday at the top), each day shaded by the problems
// solved on it; the keys that move between days; and what the streak figures say to the student.
import type { Lawn } from '@mathbridge/contract';
import { monthOf, weekdayOf } from '../../../lib/days';

/** 0: nothing solved; 1–4: lighter to darker. */
export type LawnLevel = 0 | 1 | 2 | 3 | 4;
export const LAWN_LEVELS: readonly LawnLevel[] = [0, 1, 2, 3, 4];

export interface LawnDay {
  date: string;
  count: number;
  level: LawnLevel;
  /** Position in the year, oldest first (the roving focus moves along it). */
  index: number;
}

export interface MonthSpan {
  /** Any day of the month, for its name. */
  day: string;
  /** First column (week) the month's label sits over, and how many columns it spans. */
  column: number;
  span: number;
}

export interface LawnLayout {
  /** Columns of 7 (Monday … Sunday); null before the first day and after today. */
  weeks: (LawnDay | null)[][];
  days: LawnDay[];
  months: MonthSpan[];
  /** The counts each level starts at: levels[1] is the least count of level 1, … */
  thresholds: [number, number, number, number];
}

/**
 * The shade of a day. The scale follows the student's own busiest day (at least 4), in four even steps, so a
 * student who solves 3 a day and one who solves 40 both see their lawn grow darker as they do more.
 */
export function lawnLevel(count: number, busiest: number): LawnLevel {
  if (count <= 0) return 0;
  const top = Math.max(busiest, 4);
  return Math.min(4, Math.max(1, Math.ceil((count / top) * 4))) as LawnLevel;
}

function thresholdsFor(busiest: number): LawnLayout['thresholds'] {
  const top = Math.max(busiest, 4);
  // The least count that reaches each level.
  const least = (level: number) => Math.floor(((level - 1) * top) / 4) + 1;
  return [least(1), least(2), least(3), least(4)];
}

export function layoutLawn(lawn: Pick<Lawn, 'days'>): LawnLayout {
  const busiest = lawn.days.reduce((top, day) => Math.max(top, day.count), 0);
  const days: LawnDay[] = lawn.days.map((day, index) => ({
    date: day.date,
    count: day.count,
    level: lawnLevel(day.count, busiest),
    index,
  }));
  const weeks: (LawnDay | null)[][] = [];
  const first = days[0];
  if (first) {
    let week: (LawnDay | null)[] = Array.from({ length: weekdayOf(first.date) }, () => null);
    for (const day of days) {
      week.push(day);
      if (week.length === 7) {
        weeks.push(week);
        week = [];
      }
    }
    if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  }

  // A month's label sits over the columns whose first day of the lawn falls in it.
  const months: MonthSpan[] = [];
  weeks.forEach((week, column) => {
    const day = week.find((cell) => cell != null);
    if (!day) return;
    const last = months.at(-1);
    if (last && monthOf(last.day) === monthOf(day.date)) last.span += 1;
    else months.push({ day: day.date, column, span: 1 });
  });

  return { weeks, days, months, thresholds: thresholdsFor(busiest) };
}

/** The day a key moves the focus to, as an index into the year's days; null when the key is not a move. */
export function moveInLawn(index: number, key: string, total: number): number | null {
  const moves: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };
  let next: number;
  if (key in moves) next = index + (moves[key] ?? 0);
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = total - 1;
  else if (key === 'PageUp') next = index - 28;
  else if (key === 'PageDown') next = index + 28;
  else return null;
  return Math.min(total - 1, Math.max(0, next));
}

export type StreakNote = 'start' | 'keepGoing' | 'record' | 'doneToday';

export interface StreakSummary {
  current: number;
  longest: number;
  /** Whether the student has answered anything today (the last day of the lawn). */
  today: boolean;
  note: StreakNote;
}

/**
 * What the streak figures tell the student: start one (none running), keep it going (running, nothing yet today), a
 * new record (today made it the longest), or done for today.
 */
export function streakSummary(lawn: Pick<Lawn, 'days' | 'currentStreak' | 'longestStreak'>): StreakSummary {
  const today = (lawn.days.at(-1)?.count ?? 0) > 0;
  const current = lawn.currentStreak;
  const longest = Math.max(lawn.longestStreak, current);
  let note: StreakNote;
  if (current === 0) note = 'start';
  else if (!today) note = 'keepGoing';
  else if (current === longest && current > 1) note = 'record';
  else note = 'doneToday';
  return { current, longest, today, note };
}
