// The course map as the diagnostic screens read it: the grades a diagnostic can test and every name by id.
import type { CourseGrade, CourseMap, LocalizedText } from '@mathbridge/contract';
import { useMemo } from 'react';
import { useCourseMap } from '../../course/api/get-course-map';
import { parseCourseMap } from '../../study/lib/course-tree';
import { courseNames, diagnosableGrades, unitPlaces, type UnitPlace } from '../lib/diagnose-course';

export interface DiagnoseCourse {
  map: CourseMap | null;
  grades: CourseGrade[];
  names: Map<string, LocalizedText>;
  /** The grade and chapter of each unit. */
  places: Map<string, UnitPlace>;
  isPending: boolean;
}

export function useDiagnoseCourse(): DiagnoseCourse {
  const { data, isPending } = useCourseMap();
  return useMemo(() => {
    const map = parseCourseMap(data);
    return {
      map,
      grades: diagnosableGrades(map),
      names: courseNames(map),
      places: unitPlaces(map),
      isPending,
    };
  }, [data, isPending]);
}
