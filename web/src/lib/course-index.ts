// Names and order of grades and units read from a course map, for the screens that show units by id (the recent
// problems, records, shared reports) and sort them in course order.
import { CourseMapSchema, type LocalizedText } from '@mathbridge/contract';
import type { CourseOrder } from './mastery';

export interface CourseIndex extends CourseOrder {
  unitName(unitId: string): LocalizedText | undefined;
  gradeName(gradeId: string): LocalizedText | undefined;
  /** The grade a unit belongs to. */
  gradeOf(unitId: string): string | undefined;
}

export function courseIndexOf(map: unknown): CourseIndex {
  const units = new Map<string, { name: LocalizedText; gradeId: string; order: number }>();
  const grades = new Map<string, { name: LocalizedText; order: number }>();
  const parsed = CourseMapSchema.safeParse(map);
  if (parsed.success) {
    for (const track of parsed.data.tracks)
      for (const grade of track.grades) {
        grades.set(grade.id, { name: grade.name, order: grades.size });
        for (const chapter of grade.chapters)
          for (const unit of chapter.units)
            units.set(unit.id, { name: unit.name, gradeId: grade.id, order: units.size });
      }
  }
  return {
    unitName: (id) => units.get(id)?.name,
    gradeName: (id) => grades.get(id)?.name,
    gradeOf: (id) => units.get(id)?.gradeId,
    grade: (id) => grades.get(id)?.order ?? Number.MAX_SAFE_INTEGER,
    unit: (id) => units.get(id)?.order ?? Number.MAX_SAFE_INTEGER,
  };
}
