// The course map as the policy reads it: each unit's prerequisites, the units after it, and which have problems.
import { CURRICULUM } from '../../content/curriculum.js';
import { nextUnits } from '../practice/course-index.js';
import type { CourseGraph } from './policy.js';

const prerequisites = new Map<string, readonly string[]>(
  CURRICULUM.flatMap((track) =>
    track.grades.flatMap((grade) =>
      grade.chapters.flatMap((chapter) => chapter.units.map((unit) => [unit.id, unit.prerequisites] as const)),
    ),
  ),
);

/** The course graph over the bank as it is now (`counts`: problems per unit). */
export function courseGraph(counts: ReadonlyMap<string, number>): CourseGraph {
  return {
    prerequisites: (unitId) => prerequisites.get(unitId) ?? [],
    next: (unitId) => nextUnits(unitId),
    hasProblems: (unitId) => (counts.get(unitId) ?? 0) > 0,
  };
}
