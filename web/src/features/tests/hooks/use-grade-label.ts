// Short names of the Korean course's grades as the test screens say them: '중1' in Korean, 'Grade 7' in English
// (grades counted through from elementary 1 to high school 1 = Grade 10), and a placement with its band.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const KR_GRADE_IDS = [
  'kr-e1',
  'kr-e2',
  'kr-e3',
  'kr-e4',
  'kr-e5',
  'kr-e6',
  'kr-m1',
  'kr-m2',
  'kr-m3',
  'kr-h1',
] as const;
export type KrGradeId = (typeof KR_GRADE_IDS)[number];

export function isKrGradeId(value: unknown): value is KrGradeId {
  return typeof value === 'string' && (KR_GRADE_IDS as readonly string[]).includes(value);
}

export function useGradeLabel() {
  const { t } = useTranslation('tests');
  const label = useCallback((gradeId: string) => (isKrGradeId(gradeId) ? t(`grades.${gradeId}`) : gradeId), [t]);
  /** '중1 (초6 – 중2)'; one grade alone when the band is that grade. */
  const band = useCallback(
    (placement: { gradeId: string; lowGradeId: string; highGradeId: string }) =>
      placement.lowGradeId === placement.highGradeId
        ? label(placement.gradeId)
        : t('gradeBand', {
            grade: label(placement.gradeId),
            low: label(placement.lowGradeId),
            high: label(placement.highGradeId),
          }),
    [label, t],
  );
  /** '초6 – 중2': the band alone. */
  const range = useCallback(
    (placement: { lowGradeId: string; highGradeId: string }) =>
      t('gradeRange', { low: label(placement.lowGradeId), high: label(placement.highGradeId) }),
    [label, t],
  );
  return { label, band, range };
}
