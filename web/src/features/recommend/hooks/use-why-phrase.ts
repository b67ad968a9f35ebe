// The why formatter bound to the UI language and the course map's names (units, and the courses above them, which
// the 'interest' phrase may name).
import { CourseMapSchema, type StudyWhy } from '@mathbridge/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseMap } from '../../course/api/get-course-map';
import { whyPhrase } from '../lib/why-phrase';

export function useNameOf(): (id: string) => string | null {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  const { data } = useCourseMap();
  const names = useMemo(() => {
    const byId = new Map<string, { ko: string; en: string }>();
    const parsed = CourseMapSchema.safeParse(data);
    if (!parsed.success) return byId;
    for (const track of parsed.data.tracks) {
      byId.set(track.id, track.name);
      for (const grade of track.grades) {
        byId.set(grade.id, grade.name);
        for (const chapter of grade.chapters) {
          byId.set(chapter.id, chapter.name);
          for (const unit of chapter.units) {
            byId.set(unit.id, unit.name);
            for (const sub of unit.subUnits) byId.set(sub.id, sub.name);
          }
        }
      }
    }
    return byId;
  }, [data]);
  return useCallback((id: string) => names.get(id)?.[language] ?? null, [names, language]);
}

export function useWhyPhrase(): (why: StudyWhy) => string {
  const { t, i18n } = useTranslation('recommend');
  const nameOf = useNameOf();
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  return useCallback((why: StudyWhy) => whyPhrase(why, { t, language, nameOf }), [t, language, nameOf]);
}
