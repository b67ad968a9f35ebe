// The course tree as lookups practice needs: units in curriculum order, which node holds which units, and what
// comes next after a unit in prerequisite order. Built once from the code tree.
import { CURRICULUM } from '../../content/curriculum.js';

interface IndexedUnit {
  id: string;
  order: number;
  prerequisites: readonly string[];
}

const units: IndexedUnit[] = [];
/** Every node id (track, grade, chapter, unit) with the unit ids under it. */
const unitsUnder = new Map<string, string[]>();

for (const track of CURRICULUM) {
  const trackUnits: string[] = [];
  for (const grade of track.grades) {
    const gradeUnits: string[] = [];
    for (const chapter of grade.chapters) {
      const chapterUnits: string[] = [];
      for (const unit of chapter.units) {
        units.push({ id: unit.id, order: units.length, prerequisites: unit.prerequisites });
        unitsUnder.set(unit.id, [unit.id]);
        chapterUnits.push(unit.id);
      }
      unitsUnder.set(chapter.id, chapterUnits);
      gradeUnits.push(...chapterUnits);
    }
    unitsUnder.set(grade.id, gradeUnits);
    trackUnits.push(...gradeUnits);
  }
  unitsUnder.set(track.id, trackUnits);
}

const unitById = new Map(units.map((unit) => [unit.id, unit]));

export function isUnit(id: string): boolean {
  return unitById.has(id);
}

/** A track, grade, chapter or unit id. */
export function isCourse(id: string): boolean {
  return unitsUnder.has(id);
}

/** The unit ids under a course node, in curriculum order. */
export function unitsOf(courseId: string): readonly string[] {
  return unitsUnder.get(courseId) ?? [];
}

/** Curriculum position of a unit, for sorting; unknown ids last. */
export function unitOrder(id: string): number {
  return unitById.get(id)?.order ?? Number.MAX_SAFE_INTEGER;
}

export function allUnitIds(): string[] {
  return units.map((unit) => unit.id);
}

/**
 * Units to learn after this one: first those that name it as a prerequisite (in curriculum order), then the units
 * that follow it in the curriculum.
 */
export function nextUnits(unitId: string): string[] {
  const here = unitById.get(unitId);
  if (!here) return [];
  const dependants = units.filter((unit) => unit.prerequisites.includes(unitId)).map((unit) => unit.id);
  const following = units.slice(here.order + 1).map((unit) => unit.id);
  return [...new Set([...dependants, ...following])];
}
