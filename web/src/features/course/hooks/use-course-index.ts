// The course index (names and course order of grades and units) of the course map the app loaded at startup.
import { useMemo } from 'react';
import { courseIndexOf, type CourseIndex } from '../../../lib/course-index';
import { useCourseMap } from '../api/get-course-map';

export function useCourseIndex(): CourseIndex {
  const { data } = useCourseMap();
  return useMemo(() => courseIndexOf(data), [data]);
}
