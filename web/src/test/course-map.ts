// A small course map for screen tests: the Korean track's first grade and semester holding the units a test names.
import type { CourseMap, CourseUnit } from '@mathbridge/contract';

export const localized = (en: string, ko: string) => ({ en, ko });

/** A unit with no prerequisites or sub-units unless the test gives them. */
export function testUnit(id: string, name: { en: string; ko: string }, order: number, extra: Partial<CourseUnit> = {}) {
  return { id, name, order, problemCount: 10, prerequisites: [], subUnits: [], ...extra } satisfies CourseUnit;
}

export function firstSemesterMap(units: CourseUnit[]): CourseMap {
  return {
    tracks: [
      {
        id: 'KR',
        name: localized('Korean Curriculum', '한국 교육과정'),
        order: 1,
        grades: [
          {
            id: 'kr-e1',
            name: localized('Elementary Grade 1', '초등학교 1학년'),
            order: 1,
            chapters: [{ id: 'kr-e1-1', name: localized('Semester 1', '1학기'), order: 1, units }],
          },
        ],
      },
    ],
  };
}
