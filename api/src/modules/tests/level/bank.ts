// The items the level test draws on: every checked problem of a KR unit, placed on the level scale once, and grouped
// into classes of items the model cannot tell apart (same unit, same place, same guessing floor) so choosing the
// next item weighs a few hundred classes rather than ten thousand problems.
import type { PlannedProblem } from '../../../content/plan.js';
import { curveOnGrid } from './posterior.js';
import { guessFloor, itemLocation, unitGrade } from './scale.js';
import { strandOf, type Strand } from './strands.js';

/** What the engine needs to know about a problem; the next session builds these from the problems table. */
export interface LevelItem {
  id: string;
  unitId: string;
  templateId: string;
  /** The template-declared difficulty, 1 (easiest) to 5. */
  difficulty: number;
  /** Number of choices of a multiple-choice problem; absent for a typed (essay) answer. */
  choices?: number;
  /** The learning model's fitted difficulty (logit), when it has one; it replaces the declared difficulty. */
  fittedDifficulty?: number | null;
}

export interface BankItem extends LevelItem {
  grade: number;
  strand: Strand;
  location: number;
  guess: number;
  /** Index of the item's class in `LevelBank.classes`. */
  classIndex: number;
}

export interface ItemClass {
  unitId: string;
  grade: number;
  strand: Strand;
  location: number;
  guess: number;
  /** P(correct) at every grid point. */
  curve: Float64Array;
  /** The class's items, by id. */
  items: BankItem[];
}

export interface LevelBank {
  items: ReadonlyMap<string, BankItem>;
  classes: readonly ItemClass[];
}

/** The level test's bank from the planned problems: checked ones only, on KR units. */
export function levelItemsFromPlan(planned: readonly PlannedProblem[]): LevelItem[] {
  return planned
    .filter((entry) => entry.checked)
    .map((entry) => ({
      id: entry.id,
      unitId: entry.unitId,
      templateId: entry.templateId,
      difficulty: entry.problem.difficulty,
      ...(entry.problem.type === 'multiple' ? { choices: entry.problem.choices?.length ?? 5 } : {}),
    }));
}

/**
 * Places the items on the scale and groups them. Items outside the KR strands (SAT skills) are left out; a repeated
 * id is an error, since the engine tracks items by id.
 */
export function buildLevelBank(items: readonly LevelItem[]): LevelBank {
  const byId = new Map<string, BankItem>();
  const classes: ItemClass[] = [];
  const classByKey = new Map<string, number>();
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const item of sorted) {
    if (byId.has(item.id)) throw new Error(`level bank: item ${item.id} appears twice`);
    const strand = strandOf(item.unitId);
    const grade = unitGrade(item.unitId);
    const location = itemLocation(item.unitId, item.difficulty, item.fittedDifficulty);
    if (strand === undefined || grade === undefined || location === undefined) continue;
    const guess = guessFloor(item.choices);
    const key = `${item.unitId}|${location.toFixed(6)}|${guess.toFixed(6)}`;
    let classIndex = classByKey.get(key);
    if (classIndex === undefined) {
      classIndex = classes.length;
      classByKey.set(key, classIndex);
      classes.push({
        unitId: item.unitId,
        grade,
        strand,
        location,
        guess,
        curve: curveOnGrid({ location, guess }),
        items: [],
      });
    }
    const bankItem: BankItem = { ...item, grade, strand, location, guess, classIndex };
    byId.set(item.id, bankItem);
    (classes[classIndex] as ItemClass).items.push(bankItem);
  }
  return { items: byId, classes };
}
