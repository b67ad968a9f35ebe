// The level test's measurement model: a latent level on a continuous scale over the KR grades, where each item sits,
// and how likely a student at a level is to answer it right.
//
// The scale: 0 is kr-e1, 1 is kr-e2, …, 9 is kr-h1 (the grade's index in the course map). A student at level g
// answers a typical item from the middle of grade g right half the time (above guessing); a level in [g − ½, g + ½)
// places them in grade g.
//
// Where an item sits: its unit's grade, plus the unit's place inside the grade (first-semester units a little below
// the grade's middle, second-semester ones a little above), plus its own difficulty. The difficulty is the learning
// model's fitted item difficulty when there is one, otherwise the declared 1-5 difficulty mapped by the model's
// `difficultyPrior` (0.5 logit per step, 3 at 0); either is a logit, so it moves the item by logit / DISCRIMINATION.
//
// P(correct | level) is a two-parameter logistic (2PL) curve on this scale with fixed lower and upper asymptotes:
//   P = guess + (1 − guess − SLIP) · sigmoid(DISCRIMINATION · (level − location))
// where guess is 1/choices for a multiple-choice item (0.2 for five choices) and 0 for a typed answer, and SLIP
// keeps one careless error on an easy item from throwing a strong student far down.
import { ALL_UNITS, CURRICULUM } from '../../../content/curriculum.js';
import { difficultyPrior, sigmoid } from '../../../model/model.js';

/**
 * Logits per grade: a student one grade below an item's place answers it right about 18% of the time (before
 * guessing), one grade above about 82%. Grade-level content is steep: a unit not yet taught is mostly not known.
 */
export const DISCRIMINATION = 1.5;
/** Upper asymptote 1 − SLIP: the share of careless errors the model expects even on items far below the level. */
export const SLIP = 0.03;

/** The KR grades in course order; a grade's index is its place on the level scale. */
export const KR_GRADE_IDS: readonly string[] = (CURRICULUM.find((track) => track.id === 'KR')?.grades ?? []).map(
  (grade) => grade.id,
);

/** The grade index of a grade id, or undefined for an id outside the KR track. */
export function gradeIndexOf(gradeId: string | null | undefined): number | undefined {
  if (gradeId == null) return undefined;
  const index = KR_GRADE_IDS.indexOf(gradeId);
  return index < 0 ? undefined : index;
}

/** The grade a level falls in: the nearest grade index, clamped to the track. */
export function gradeAt(level: number): number {
  return Math.min(KR_GRADE_IDS.length - 1, Math.max(0, Math.round(level)));
}

export function gradeIdAt(level: number): string {
  return KR_GRADE_IDS[gradeAt(level)] as string;
}

/** Each KR unit's grade index and its place inside the grade, in (−½, ½), spread evenly in course order. */
const unitPlaces = new Map<string, { grade: number; offset: number }>();
for (const [grade, gradeId] of KR_GRADE_IDS.entries()) {
  const units = ALL_UNITS.filter((place) => place.grade.id === gradeId);
  for (const [index, place] of units.entries()) {
    unitPlaces.set(place.unit.id, { grade, offset: (index + 0.5) / units.length - 0.5 });
  }
}

/** Where a typical item (difficulty logit 0) of the unit sits on the level scale; undefined outside KR. */
export function unitLocation(unitId: string): number | undefined {
  const place = unitPlaces.get(unitId);
  return place === undefined ? undefined : place.grade + place.offset;
}

export function unitGrade(unitId: string): number | undefined {
  return unitPlaces.get(unitId)?.grade;
}

/** An item's difficulty as a logit: the fitted one when the model has it, else the declared 1-5 mapped. */
export function itemLogit(declared: number, fitted?: number | null): number {
  return fitted != null && Number.isFinite(fitted) ? fitted : difficultyPrior(declared);
}

/** Where an item sits on the level scale. */
export function itemLocation(unitId: string, declared: number, fitted?: number | null): number | undefined {
  const base = unitLocation(unitId);
  return base === undefined ? undefined : base + itemLogit(declared, fitted) / DISCRIMINATION;
}

/** The lower asymptote: a blind guess among the choices, none for a typed answer. */
export function guessFloor(choices: number | undefined): number {
  return choices !== undefined && choices > 1 ? 1 / choices : 0;
}

export interface ItemCurve {
  location: number;
  guess: number;
}

/** P(correct | level) under the model above. */
export function pCorrect(level: number, item: ItemCurve): number {
  return item.guess + (1 - item.guess - SLIP) * sigmoid(DISCRIMINATION * (level - item.location));
}
