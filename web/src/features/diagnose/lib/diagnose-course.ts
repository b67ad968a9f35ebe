// What the diagnostic needs from the course map: the KR grades it can test, the units of a grade that have
// problems (grouped by chapter, in course order), and the names of units and grades by id.
import type { CourseGrade, CourseMap, CourseUnit, LocalizedText } from '@mathbridge/contract';

/** The grades a diagnostic can test: the KR track's, in course order. */
export function diagnosableGrades(map: CourseMap | null): CourseGrade[] {
  const track = map?.tracks.find((candidate) => candidate.id === 'KR');
  return track ? [...track.grades].sort((a, b) => a.order - b.order) : [];
}

export interface ChapterUnits {
  id: string;
  name: LocalizedText;
  units: CourseUnit[];
}

/** A grade's units that have problems, by chapter; chapters left empty are dropped. */
export function unitsByChapter(grade: CourseGrade | undefined): ChapterUnits[] {
  if (!grade) return [];
  return [...grade.chapters]
    .sort((a, b) => a.order - b.order)
    .map((chapter) => ({
      id: chapter.id,
      name: chapter.name,
      units: [...chapter.units].sort((a, b) => a.order - b.order).filter((unit) => unit.problemCount > 0),
    }))
    .filter((chapter) => chapter.units.length > 0);
}

export function gradeUnitIds(grade: CourseGrade | undefined): string[] {
  return unitsByChapter(grade).flatMap((chapter) => chapter.units.map((unit) => unit.id));
}

/** Names of every grade and unit of the map by id. */
export function courseNames(map: CourseMap | null): Map<string, LocalizedText> {
  const names = new Map<string, LocalizedText>();
  for (const track of map?.tracks ?? [])
    for (const grade of track.grades) {
      names.set(grade.id, grade.name);
      for (const chapter of grade.chapters) for (const unit of chapter.units) names.set(unit.id, unit.name);
    }
  return names;
}

export interface UnitPlace {
  gradeId: string;
  chapter: LocalizedText;
}

/** Where every unit of the map sits: its grade and its chapter (a semester, or a course of high school). */
export function unitPlaces(map: CourseMap | null): Map<string, UnitPlace> {
  const places = new Map<string, UnitPlace>();
  for (const track of map?.tracks ?? [])
    for (const grade of track.grades)
      for (const chapter of grade.chapters)
        for (const unit of chapter.units) places.set(unit.id, { gradeId: grade.id, chapter: chapter.name });
  return places;
}

/**
 * Where each unit of a report sits, said only when its name alone would not do: the grade and chapter of a unit
 * of another grade than the one tested (a prerequisite brought in), the chapter of a unit whose name another unit
 * of the report shares (a grade may have 'Multiplication' in both semesters). Undefined when the name is enough.
 */
export function unitWhere(
  unitIds: readonly string[],
  context: {
    testedGradeId: string;
    language: 'ko' | 'en';
    names: ReadonlyMap<string, LocalizedText>;
    places: ReadonlyMap<string, UnitPlace>;
  },
): Map<string, string | undefined> {
  const { testedGradeId, language, names, places } = context;
  const ids = [...new Set(unitIds)];
  const nameOf = (id: string) => names.get(id)?.[language] ?? id;
  const shared = (id: string) => ids.some((other) => other !== id && nameOf(other) === nameOf(id));
  return new Map(
    ids.map((id) => {
      const place = places.get(id);
      if (!place) return [id, undefined];
      const chapter = place.chapter[language];
      if (place.gradeId !== testedGradeId) {
        const grade = names.get(place.gradeId)?.[language] ?? place.gradeId;
        return [id, `${grade} · ${chapter}`];
      }
      return [id, shared(id) ? chapter : undefined];
    }),
  );
}

/** The chosen grade: the one asked for when the map has it, else the signup grade, else the first. */
export function pickGrade(grades: readonly CourseGrade[], ...wanted: (string | null | undefined)[]): string | null {
  for (const id of wanted) if (id && grades.some((grade) => grade.id === id)) return id;
  return grades[0]?.id ?? null;
}
