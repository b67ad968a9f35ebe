// What a workbook was built from, in words: its units' names from the course map, or the study mode (as the
// solving screens and the home's cards name it).
import type { Workbook } from '@mathbridge/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { useUnitNames } from './use-unit-names';

export function useSourceLabel(): (source: Workbook['source']) => string {
  const { t } = useTranslation('solve');
  const names = useUnitNames();
  const language = useProblemLanguage();
  return useCallback(
    (source) => {
      if (source.unitIds.length > 0 && !source.studyMode) {
        const [first, ...rest] = source.unitIds.map((id) => names.get(id)?.[language] ?? id);
        return rest.length > 0 ? t('source.units', { first, count: rest.length }) : (first ?? '');
      }
      const mode = source.studyMode ?? 'STUDY';
      const modeName = t(`modes.${mode}` as 'modes.STUDY', { defaultValue: mode });
      const unit = source.unitIds[0] ? names.get(source.unitIds[0])?.[language] : undefined;
      return unit ? `${modeName} · ${unit}` : modeName;
    },
    [names, language, t],
  );
}
