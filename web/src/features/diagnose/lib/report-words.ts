// The diagnostic report in words a student understands: a unit's mastery as a whole percentage with its band, how
// sure that is, the status colour, the test's length for a choice of units and minutes from seconds. Pure, so the
// wording rules are tested without a screen.
import type { GradeClass, UnitMasteryStatus } from '@mathbridge/contract';

/** A chance of 0–1 as a whole percentage. */
export function toPercent(chance: number): number {
  if (!Number.isFinite(chance)) return 0;
  return Math.round(Math.min(1, Math.max(0, chance)) * 100);
}

/** How likely the student knows the unit, in the three steps the report speaks of. */
export type MasteryTier = 'likely' | 'maybe' | 'unlikely';

export interface MasteryBand {
  percent: number;
  low: number;
  high: number;
  tier: MasteryTier;
}

/** The limits the engine decides a unit by: mastered above 80%, a gap below 50%. */
export const LIKELY_FROM = 0.8;
export const MAYBE_FROM = 0.5;

export function masteryTier(mastery: number): MasteryTier {
  if (mastery >= LIKELY_FROM) return 'likely';
  if (mastery >= MAYBE_FROM) return 'maybe';
  return 'unlikely';
}

/** A chance as the report says it: never 0% or 100%, since a few answers never make anything certain. */
export function shownPercent(chance: number): number {
  return Math.min(99, Math.max(1, toPercent(chance)));
}

/**
 * The mastery and its band as whole percentages (1–99). The band is where one more answer would take the mastery
 * (low: one more wrong, high: one more right); once rounded it always holds the value, so the bar and the words
 * agree.
 */
export function masteryBand(unit: { mastery: number; low: number; high: number }): MasteryBand {
  const percent = shownPercent(unit.mastery);
  const low = Math.min(shownPercent(Math.min(unit.low, unit.high)), percent);
  const high = Math.max(shownPercent(Math.max(unit.low, unit.high)), percent);
  return { percent, low, high, tier: masteryTier(unit.mastery) };
}

/** The status colours of the report: green, amber, red. */
export type StatusColour = 'success' | 'warning' | 'error';

export const STATUS_TONES: Readonly<Record<UnitMasteryStatus, StatusColour>> = {
  MASTERED: 'success',
  LEARNING: 'warning',
  GAP: 'error',
};

/** Whole minutes for a summary: none for no time, at least one for any time spent. */
export function minutesOf(seconds: number): number {
  if (!(seconds > 0)) return 0;
  return Math.max(1, Math.round(seconds / 60));
}

/** The most problems a diagnostic of this many units asks (the engine's cap): 3 a unit and 12 for prerequisites. */
export const MAX_DIAGNOSE_ITEMS = 40;
export function maxProblems(unitCount: number): number {
  return Math.min(MAX_DIAGNOSE_ITEMS, 3 * Math.max(0, unitCount) + 12);
}

/** The course map's grade id of the grade given at signup (kr-e5, kr-m2, kr-h1); null when it names none. */
export function signupGradeId(user: { gradeClass: GradeClass | null; gradeSub: number | null } | null): string | null {
  if (!user?.gradeClass) return null;
  const sub = user.gradeSub ?? 0;
  if (user.gradeClass === 'ELEMENTARY' && sub >= 1) return `kr-e${Math.min(6, sub)}`;
  if (user.gradeClass === 'MIDDLE' && sub >= 1) return `kr-m${Math.min(3, sub)}`;
  if (user.gradeClass === 'HIGH') return 'kr-h1';
  return null;
}

/** The one-line verdict at the top of a report. */
export type ReportLead = 'empty' | 'gaps' | 'learning' | 'allMastered';

export function reportLead(units: readonly { status: UnitMasteryStatus }[]): ReportLead {
  if (units.length === 0) return 'empty';
  if (units.some((unit) => unit.status === 'GAP')) return 'gaps';
  if (units.some((unit) => unit.status === 'LEARNING')) return 'learning';
  return 'allMastered';
}

/**
 * The gaps worth drawing as chains: a gap whose chain is the tail of a longer one's (a prerequisite's own chain,
 * 'Division → Multiplication tables' inside 'Factors → Division → Multiplication tables') says nothing new.
 */
export function longestChains<T extends { chain: readonly string[] }>(gaps: readonly T[]): T[] {
  const isTailOf = (short: readonly string[], long: readonly string[]) =>
    long.length > short.length && short.every((id, index) => long[long.length - short.length + index] === id);
  return gaps.filter((gap) => !gaps.some((other) => isTailOf(gap.chain, other.chain)));
}
