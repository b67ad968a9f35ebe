// The course map as the study screens read it: parsed with the contract, every unit with its place in the tree,
// and the rules of the screen (mastery label, courses of interest first, at most five of them).
import {
  CourseMapSchema,
  LIMITS,
  type CourseChapter,
  type CourseGrade,
  type CourseMap,
  type CourseTrackNode,
  type CourseUnit,
  type LocalizedText,
} from '@mathbridge/contract';

export type StudyLanguage = 'ko' | 'en';

export interface UnitPlace {
  track: CourseTrackNode;
  grade: CourseGrade;
  chapter: CourseChapter;
  unit: CourseUnit;
}

/** The map as loaded at startup, or null when it did not load or does not match the contract. */
export function parseCourseMap(data: unknown): CourseMap | null {
  const parsed = CourseMapSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export const nameIn = (name: LocalizedText, language: StudyLanguage) => name[language];

/** Every unit in curriculum order, with its track, grade and chapter. */
export function unitPlaces(map: CourseMap): Map<string, UnitPlace> {
  const places = new Map<string, UnitPlace>();
  for (const track of map.tracks)
    for (const grade of track.grades)
      for (const chapter of grade.chapters)
        for (const unit of chapter.units) places.set(unit.id, { track, grade, chapter, unit });
  return places;
}

/** A course of interest is a grade node (Elementary Grade 3, SAT Math): the api expands it to its units. */
export function courseNodes(map: CourseMap): { track: CourseTrackNode; grade: CourseGrade }[] {
  return map.tracks.flatMap((track) => track.grades.map((grade) => ({ track, grade })));
}

/** The grades of a track with the courses of interest first, each group in curriculum order. */
export function gradesInterestsFirst(grades: readonly CourseGrade[], interests: readonly string[]): CourseGrade[] {
  const chosen = new Set(interests);
  return [...grades.filter((g) => chosen.has(g.id)), ...grades.filter((g) => !chosen.has(g.id))];
}

export type InterestToggle = { ok: true; courseIds: string[] } | { ok: false; reason: 'limit' };

/** Adds or removes a course; a sixth one is refused (spec §5: at most five courses of interest). */
export function toggleInterest(
  courseIds: readonly string[],
  courseId: string,
  max: number = LIMITS.interestsMax,
): InterestToggle {
  if (courseIds.includes(courseId)) return { ok: true, courseIds: courseIds.filter((id) => id !== courseId) };
  if (courseIds.length >= max) return { ok: false, reason: 'limit' };
  return { ok: true, courseIds: [...courseIds, courseId] };
}

/** A share (0-1) as a whole percentage, never outside 0-100. */
export const percent = (share: number) => Math.min(100, Math.max(0, Math.round(share * 100)));

/** Unit ids the student has bookmarked, in curriculum order; ids the map does not know are left out. */
export function bookmarkedPlaces(places: Map<string, UnitPlace>, unitIds: readonly string[]): UnitPlace[] {
  const wanted = new Set(unitIds);
  return [...places.values()].filter((place) => wanted.has(place.unit.id));
}
