// Unit names from the course map, by unit id, for the cards that name a unit.
import { CourseMapSchema, type LocalizedText } from '@mathbridge/contract';

export function unitNameIndex(courseMap: unknown): Map<string, LocalizedText> {
  const names = new Map<string, LocalizedText>();
  const parsed = CourseMapSchema.safeParse(courseMap);
  if (!parsed.success) return names;
  for (const track of parsed.data.tracks)
    for (const grade of track.grades)
      for (const chapter of grade.chapters) for (const unit of chapter.units) names.set(unit.id, unit.name);
  return names;
}
