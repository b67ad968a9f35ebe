// The level test's result: the placement with its band, strengths and gaps by strand, and the first units to study.
//
// Strands: the test measures one level, but a student can be ahead in one strand and behind in another. For each
// strand we let the level of that strand's answers differ from the overall level by an offset with a normal prior
// (STRAND_SD grades) and work out the joint posterior of (level, offset) on a grid, the other strands' answers
// informing the level alone. A strand is a strength (gap) when its offset is at least STRAND_CALL grades above
// (below) zero with probability at least STRAND_SURE; with four or five answers a strand that is only a little off
// stays "even", which is the honest call.
//
// Units to study: a unit is mastered when a typical problem of it is answered right at least MASTERY_P of the time
// (before guessing) at the student's level in the unit's strand. The first units to study are those not likely
// mastered whose KR prerequisites all are, the closest to mastered first: the edge of what the student knows.
import { ALL_UNITS } from '../../../content/curriculum.js';
import type { BankItem, LevelBank } from './bank.js';
import { levelPosterior, levelPrior, placementOf, stopReason } from './engine.js';
import type { LevelTestState, Placement, StopReason } from './engine.js';
import { GRID } from './posterior.js';
import { DISCRIMINATION, gradeIdAt, pCorrect, unitGrade, unitLocation } from './scale.js';
import { strandOf, STRANDS, type Strand } from './strands.js';

export const STRAND_SD = 0.75;
export const STRAND_CALL = 0.3;
export const STRAND_SURE = 0.8;
export const MASTERY_P = 0.7;
/** How far above a unit's place the level must be for MASTERY_P. */
export const MASTERY_MARGIN = Math.log(MASTERY_P / (1 - MASTERY_P)) / DISCRIMINATION;
export const STUDY_UNITS = 3;

/** Strand offsets considered, in grades. */
const OFFSETS: Float64Array = Float64Array.from({ length: 25 }, (_, i) => -3 + i * 0.25);

export type StrandStatus = 'strength' | 'gap' | 'even' | 'untested';

export interface StrandReport {
  strand: Strand;
  answered: number;
  correct: number;
  /** Posterior mean of the strand's offset from the overall level, in grades. */
  offset: number;
  /** Posterior probability that the offset is above zero. */
  pAhead: number;
  status: StrandStatus;
}

export interface StudyUnit {
  unitId: string;
  gradeId: string;
  strand: Strand;
  /** Probability the unit is mastered. */
  mastery: number;
}

export interface LevelTestResult {
  placement: Placement;
  strands: StrandReport[];
  studyUnits: StudyUnit[];
  answered: number;
  correct: number;
  /** Why the test ended; null when a result is asked for before the end (an abandoned test). */
  stopReason: StopReason | null;
}

/** Joint posterior of (level, strand offset), row-major: level index × OFFSETS.length + offset index. */
function strandPosterior(bank: LevelBank, state: LevelTestState, strand: Strand): Float64Array {
  const base = levelPrior(state);
  const own: { item: BankItem; correct: boolean }[] = [];
  for (const answer of state.answers) {
    const item = bank.items.get(answer.itemId);
    if (item === undefined) throw new Error(`level test: item ${answer.itemId} is not in the bank`);
    if (item.strand === strand) {
      own.push({ item, correct: answer.correct });
      continue;
    }
    const curve = bank.classes[item.classIndex]?.curve;
    for (let i = 0; i < base.length; i++) {
      const p = curve?.[i] as number;
      base[i] = (base[i] as number) * (answer.correct ? p : 1 - p);
    }
  }
  const joint = new Float64Array(GRID.length * OFFSETS.length);
  let total = 0;
  for (let i = 0; i < GRID.length; i++) {
    for (let j = 0; j < OFFSETS.length; j++) {
      const offset = OFFSETS[j] as number;
      let w = (base[i] as number) * Math.exp(-0.5 * (offset / STRAND_SD) ** 2);
      const level = (GRID[i] as number) + offset;
      for (const { item, correct } of own) {
        const p = pCorrect(level, item);
        w *= correct ? p : 1 - p;
      }
      joint[i * OFFSETS.length + j] = w;
      total += w;
    }
  }
  return joint.map((w) => w / total);
}

function strandReport(bank: LevelBank, state: LevelTestState, strand: Strand, joint: Float64Array): StrandReport {
  let answered = 0;
  let correct = 0;
  for (const answer of state.answers) {
    if (bank.items.get(answer.itemId)?.strand !== strand) continue;
    answered += 1;
    if (answer.correct) correct += 1;
  }
  let offset = 0;
  let pAhead = 0;
  let pBehind = 0;
  for (let k = 0; k < joint.length; k++) {
    const w = joint[k] as number;
    const d = OFFSETS[k % OFFSETS.length] as number;
    offset += w * d;
    if (d > 0) pAhead += w;
    if (d < 0) pBehind += w;
  }
  let status: StrandStatus = 'even';
  if (answered === 0) status = 'untested';
  else if (offset >= STRAND_CALL && pAhead >= STRAND_SURE) status = 'strength';
  else if (offset <= -STRAND_CALL && pBehind >= STRAND_SURE) status = 'gap';
  return { strand, answered, correct, offset, pAhead, status };
}

/** Probability that the student has mastered the unit, under its strand's joint posterior. */
function unitMastery(unitId: string, joint: Float64Array): number {
  const threshold = (unitLocation(unitId) ?? 0) + MASTERY_MARGIN;
  let mass = 0;
  for (let k = 0; k < joint.length; k++) {
    const level = (GRID[Math.floor(k / OFFSETS.length)] as number) + (OFFSETS[k % OFFSETS.length] as number);
    if (level >= threshold) mass += joint[k] as number;
  }
  return mass;
}

/** Each strand's joint posterior of (level, offset). */
function strandPosteriors(bank: LevelBank, state: LevelTestState): Map<Strand, Float64Array> {
  return new Map(STRANDS.map((strand) => [strand, strandPosterior(bank, state, strand)] as const));
}

function masteriesFrom(joints: ReadonlyMap<Strand, Float64Array>): Map<string, number> {
  const result = new Map<string, number>();
  for (const place of ALL_UNITS) {
    const strand = strandOf(place.unit.id);
    const joint = strand === undefined ? undefined : joints.get(strand);
    if (joint !== undefined) result.set(place.unit.id, unitMastery(place.unit.id, joint));
  }
  return result;
}

/** Mastery probability of every KR unit, in course order. */
export function unitMasteries(bank: LevelBank, state: LevelTestState): Map<string, number> {
  return masteriesFrom(strandPosteriors(bank, state));
}

/** The first units to study: not likely mastered, every KR prerequisite likely mastered; nearest to mastered first. */
export function studyUnits(masteries: ReadonlyMap<string, number>, count = STUDY_UNITS): StudyUnit[] {
  const ready: StudyUnit[] = [];
  for (const place of ALL_UNITS) {
    const mastery = masteries.get(place.unit.id);
    const strand = strandOf(place.unit.id);
    const grade = unitGrade(place.unit.id);
    if (mastery === undefined || strand === undefined || grade === undefined || mastery >= 0.5) continue;
    const prerequisites = place.unit.prerequisites.filter((id) => masteries.has(id));
    if (prerequisites.every((id) => (masteries.get(id) ?? 0) >= 0.5)) {
      ready.push({ unitId: place.unit.id, gradeId: gradeIdAt(grade), strand, mastery });
    }
  }
  // Stable sort: equal masteries keep course order.
  return ready.sort((a, b) => b.mastery - a.mastery).slice(0, count);
}

/** The result of a level test from its state (finished or not). */
export function levelTestResult(bank: LevelBank, state: LevelTestState): LevelTestResult {
  const joints = strandPosteriors(bank, state);
  return {
    placement: placementOf(levelPosterior(bank, state)),
    strands: [...joints].map(([strand, joint]) => strandReport(bank, state, strand, joint)),
    studyUnits: studyUnits(masteriesFrom(joints)),
    answered: state.answers.length,
    correct: state.answers.filter((answer) => answer.correct).length,
    stopReason: stopReason(bank, state),
  };
}
