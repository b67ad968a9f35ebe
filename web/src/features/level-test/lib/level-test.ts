// The level test's links and its starting grade: the grade given at signup, as a course-map grade id.
import type { GradeClass } from '@mathbridge/contract';
import type { KrGradeId } from '../../tests/hooks/use-grade-label';

export const LEVEL_TEST_PATH = '/test';

/** /test?id=<test id>: the test under way (a reload resumes it) or, once finished, its result. */
export function levelTestPath(id?: string): string {
  return id ? `${LEVEL_TEST_PATH}?${new URLSearchParams({ id }).toString()}` : LEVEL_TEST_PATH;
}

/** The grade to start around when the student does not choose: middle school 1 without one from signup. */
export const FALLBACK_START_GRADE: KrGradeId = 'kr-m1';

/** The course-map grade of the school year given at signup; null when none fits (no grade, 'other'). */
export function signupGradeId(profile: { gradeClass: GradeClass | null; gradeSub: number | null } | null) {
  if (!profile?.gradeClass) return null;
  const year = profile.gradeSub ?? 0;
  if (profile.gradeClass === 'ELEMENTARY' && year >= 1 && year <= 6) return `kr-e${year}` as KrGradeId;
  if (profile.gradeClass === 'MIDDLE' && year >= 1 && year <= 3) return `kr-m${year}` as KrGradeId;
  // The course reaches high school 1; older students start at its top.
  if (profile.gradeClass === 'HIGH') return 'kr-h1' as KrGradeId;
  return null;
}

/** Whole minutes for the result, at least one once anything was answered. */
export function minutesOf(seconds: number): number {
  return seconds <= 0 ? 0 : Math.max(1, Math.round(seconds / 60));
}
