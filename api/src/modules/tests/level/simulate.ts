// Simulated students of known level taking the real level test, to measure how often it places them within a grade
// and how many problems it needs.
//
// Each student gives a signup grade (uniform over the KR grades) and has a true level drawn around it (normal,
// LEVEL_SPREAD grades, redrawn until it falls inside the track). They answer by the engine's own model at their true
// level, plus noise the engine does not know about:
// - their level differs by strand (normal, STRAND_SD grades a strand), as real students are uneven;
// - each problem's true place differs from where the engine puts it (normal, ITEM_SD grades, fixed per problem),
//   since declared difficulties are rough;
// - careless slips are more common than the engine assumes (SLIP instead of its 3%);
// - multiple-choice problems are guessed at 1/choices, as the engine assumes.
import { createRng } from '../../../content/lib/random.js';
import { sigmoid } from '../../../model/model.js';
import { normal } from '../../../model/simulate.js';
import type { BankItem, LevelBank } from './bank.js';
import { answerLevelItem, nextLevelItem, startLevelTest, type StopReason } from './engine.js';
import { levelTestResult, type StrandStatus } from './report.js';
import { DISCRIMINATION, gradeAt, KR_GRADE_IDS } from './scale.js';
import { STRANDS, type Strand } from './strands.js';

export interface SimulationNoise {
  /** Spread of the true level around the signup grade (grades). */
  levelSpread: number;
  /** Spread of a student's per-strand offset (grades). */
  strandSd: number;
  /** Spread of a problem's true place around the engine's (grades). */
  itemSd: number;
  /** Chance of a careless error on any problem. */
  slip: number;
}

export const DEFAULT_NOISE: SimulationNoise = { levelSpread: 1, strandSd: 0.4, itemSd: 0.3, slip: 0.05 };

export interface SimulatedRun {
  signupGrade: number;
  trueLevel: number;
  trueGrade: number;
  placedGrade: number;
  lowGrade: number;
  highGrade: number;
  items: number;
  stopReason: StopReason | null;
  /** The student's true offset in each strand and what the report called it. */
  strands: { strand: Strand; trueOffset: number; status: StrandStatus }[];
}

export interface PlacementSummary {
  /** Share of students placed within one grade of their true grade. */
  withinOneGrade: number;
  /** Share placed in exactly their true grade. */
  exact: number;
  medianItems: number;
  /** The 90th percentile (nearest rank) of the number of problems. */
  p90Items: number;
}

/** A number from a string, so a problem's noise depends on its id and the run's seed only. */
function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function summarise(runs: readonly SimulatedRun[]): PlacementSummary {
  const n = runs.length;
  if (n === 0) return { withinOneGrade: 0, exact: 0, medianItems: 0, p90Items: 0 };
  const items = runs.map((run) => run.items).sort((a, b) => a - b);
  const middle = (n - 1) / 2;
  const medianItems = ((items[Math.floor(middle)] as number) + (items[Math.ceil(middle)] as number)) / 2;
  return {
    withinOneGrade: runs.filter((run) => Math.abs(run.placedGrade - run.trueGrade) <= 1).length / n,
    exact: runs.filter((run) => run.placedGrade === run.trueGrade).length / n,
    medianItems,
    p90Items: items[Math.ceil(0.9 * n) - 1] as number,
  };
}

/** Runs `students` simulated students through the engine; the same options always give the same runs. */
export function simulatePlacement(options: {
  students: number;
  seed: number;
  bank: LevelBank;
  noise?: Partial<SimulationNoise>;
}): { summary: PlacementSummary; runs: SimulatedRun[] } {
  const noise = { ...DEFAULT_NOISE, ...options.noise };
  const rng = createRng(options.seed);
  const itemShift = new Map<string, number>();
  const shiftOf = (item: BankItem) => {
    let shift = itemShift.get(item.id);
    if (shift === undefined) {
      shift = noise.itemSd * normal(createRng(hashString(item.id) ^ options.seed));
      itemShift.set(item.id, shift);
    }
    return shift;
  };
  const last = KR_GRADE_IDS.length - 1;
  const runs: SimulatedRun[] = [];
  for (let s = 0; s < options.students; s++) {
    const signupGrade = rng.int(0, last);
    let trueLevel = signupGrade + noise.levelSpread * normal(rng);
    while (trueLevel < -0.5 || trueLevel >= last + 0.5) trueLevel = signupGrade + noise.levelSpread * normal(rng);
    const offsets = Object.fromEntries(STRANDS.map((strand) => [strand, noise.strandSd * normal(rng)])) as Record<
      Strand,
      number
    >;
    let state = startLevelTest({ seed: rng.int(1, 2 ** 31 - 1), signupGradeId: KR_GRADE_IDS[signupGrade] as string });
    for (let item = nextLevelItem(options.bank, state); item !== null; item = nextLevelItem(options.bank, state)) {
      const logit = DISCRIMINATION * (trueLevel + offsets[item.strand] - item.location - shiftOf(item));
      const p = item.guess + (1 - item.guess - noise.slip) * sigmoid(logit);
      state = answerLevelItem(options.bank, state, item.id, rng.next() < p);
    }
    const result = levelTestResult(options.bank, state);
    const placement = result.placement;
    runs.push({
      signupGrade,
      trueLevel,
      trueGrade: gradeAt(trueLevel),
      placedGrade: gradeAt(placement.level),
      lowGrade: gradeAt(placement.low),
      highGrade: gradeAt(placement.high),
      items: state.answers.length,
      stopReason: result.stopReason,
      strands: result.strands.map(({ strand, status }) => ({ strand, trueOffset: offsets[strand], status })),
    });
  }
  return { summary: summarise(runs), runs };
}
