// A workbook's name on the cards, worded as the solving screens and the workbook list word it (its units, or its
// study mode), and the card dates.
import type { WorkbookSummary } from '@mathbridge/contract';
import { useTranslation } from 'react-i18next';
import { useSourceLabel } from '../../course/hooks/use-source-label';

export function useWorkbookTitle(): (workbook: Pick<WorkbookSummary, 'source'>) => string {
  const label = useSourceLabel();
  return (workbook) => label(workbook.source);
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
