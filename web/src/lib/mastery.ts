// Mastery per unit as a student reads it: a level in words, 'about 80%' rounded to the nearest 5, the band when the
// model is still unsure, the units grouped by grade and strand in course order, and what changed in 30 days.
import { STRANDS, type Mastery, type StrandName } from '@mathbridge/contract';

export type UnitMastery = Mastery['units'][number];

export type MasteryLevel = 'mastered' | 'almost' | 'learning' | 'practice';

export function masteryLevel(mastery: number): MasteryLevel {
  if (mastery >= 0.8) return 'mastered';
  if (mastery >= 0.6) return 'almost';
  if (mastery >= 0.4) return 'learning';
  return 'practice';
}

/** A chance as a whole percent. */
export const percent = (chance: number) => Math.round(Math.min(1, Math.max(0, chance)) * 100);

/** 'about 80%': the model's figure is an estimate, so it is said to the nearest 5. */
export const aboutPercent = (chance: number) => Math.round(percent(chance) / 5) * 5;

/** A band this many percent points wide or wider means a few more answers would tell much more. */
export const UNSURE_BAND = 30;
export const isUnsure = (unit: Pick<UnitMastery, 'low' | 'high'>) =>
  percent(unit.high) - percent(unit.low) >= UNSURE_BAND;

export interface StrandGroup {
  /** Null for units outside the Korean course's strands (the SAT track). */
  strand: StrandName | null;
  units: UnitMastery[];
}

export interface GradeGroup {
  gradeId: string;
  trackId: string;
  strands: StrandGroup[];
}

export interface CourseOrder {
  /** Position of a grade and of a unit in the course map; unknown ids sort last. */
  grade(gradeId: string): number;
  unit(unitId: string): number;
}

const strandRank = (strand: StrandName | null) => (strand == null ? STRANDS.length : STRANDS.indexOf(strand));

/** Units with answers, grouped by grade (course order), then by strand (the curriculum's order), in course order. */
export function groupMastery(units: UnitMastery[], order: CourseOrder): GradeGroup[] {
  const grades = new Map<string, GradeGroup>();
  const answered = units.filter((unit) => unit.answered > 0);
  const sorted = [...answered].sort(
    (a, b) =>
      order.grade(a.gradeId) - order.grade(b.gradeId) ||
      a.gradeId.localeCompare(b.gradeId) ||
      strandRank(a.strand) - strandRank(b.strand) ||
      order.unit(a.unitId) - order.unit(b.unitId) ||
      a.unitId.localeCompare(b.unitId),
  );
  for (const unit of sorted) {
    let grade = grades.get(unit.gradeId);
    if (!grade) {
      grade = { gradeId: unit.gradeId, trackId: unit.trackId, strands: [] };
      grades.set(unit.gradeId, grade);
    }
    let strand = grade.strands.at(-1);
    if (!strand || strand.strand !== unit.strand) {
      strand = { strand: unit.strand, units: [] };
      grade.strands.push(strand);
    }
    strand.units.push(unit);
  }
  return [...grades.values()];
}

export interface MasteryChange {
  unit: UnitMastery;
  /** Mastery 30 days ago, and the change since, in whole percent points. */
  before: number;
  change: number;
}

/** The units that improved (largest gain first) and slipped (largest drop first) in the last 30 days. */
export function masteryChanges(units: UnitMastery[]): { improved: MasteryChange[]; slipped: MasteryChange[] } {
  const changes = (trend: 'improved' | 'slipped') =>
    units
      .filter((unit) => unit.trend === trend && unit.before != null)
      .map((unit) => ({
        unit,
        before: percent(unit.before ?? 0),
        change: percent(unit.mastery) - percent(unit.before ?? 0),
      }));
  return {
    improved: changes('improved').sort((a, b) => b.change - a.change),
    slipped: changes('slipped').sort((a, b) => a.change - b.change),
  };
}
