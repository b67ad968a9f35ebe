// Unit names by id, from the course map the app loads at startup.
import { CourseMapSchema, type LocalizedText } from '@mathbridge/contract';
import { useMemo } from 'react';
import { useCourseMap } from '../api/get-course-map';

export function useUnitNames(): Map<string, LocalizedText> {
  const { data } = useCourseMap();
  return useMemo(() => {
    const names = new Map<string, LocalizedText>();
    const parsed = CourseMapSchema.safeParse(data);
    if (!parsed.success) return names;
    for (const track of parsed.data.tracks)
      for (const grade of track.grades)
        for (const chapter of grade.chapters) for (const unit of chapter.units) names.set(unit.id, unit.name);
    return names;
  }, [data]);
}
