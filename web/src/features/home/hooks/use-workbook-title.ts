// A workbook's name for the cards: its unit (and how many more), or its study mode.
import { STUDY_MODE_PARAMS, type StudyModeParam, type WorkbookSummary } from '@mathbridge/contract';
import { useTranslation } from 'react-i18next';
import { useUnitName } from './use-unit-name';

const isStudyMode = (mode: string | null): mode is StudyModeParam =>
  mode !== null && (STUDY_MODE_PARAMS as readonly string[]).includes(mode);

export function useWorkbookTitle(): (workbook: Pick<WorkbookSummary, 'source'>) => string {
  const { t } = useTranslation('home');
  const unitName = useUnitName();
  return ({ source }) => {
    if (isStudyMode(source.studyMode)) return t(`home.workbookTitle.${source.studyMode}`);
    const [first, ...rest] = source.unitIds;
    if (!first) return t('home.workbookTitle.fallback');
    if (rest.length === 0) return unitName(first);
    return t('home.workbookTitle.moreUnits', { unit: unitName(first), count: rest.length });
  };
}

/** Dates on the cards: the day in the UI language (e.g. 'Nov 22' / '11월 22일'). */
export function useShortDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', {
    month: 'short',
    day: 'numeric',
  });
  return (iso) => format.format(new Date(iso));
}
