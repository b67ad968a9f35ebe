// Names a unit in the UI language; falls back to the id while the course map is missing.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseMap } from '../../course/api/get-course-map';
import { unitNameIndex } from '../lib/unit-names';

export function useUnitName(): (unitId: string) => string {
  const { i18n } = useTranslation();
  const courseMap = useCourseMap();
  const names = useMemo(() => unitNameIndex(courseMap.data), [courseMap.data]);
  const language = i18n.language === 'ko' ? 'ko' : 'en';
  return (unitId) => names.get(unitId)?.[language] ?? unitId;
}
