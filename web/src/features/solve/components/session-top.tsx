// What stands between a solving screen's header and its problems: the switch to the question sheet's language, and
// how many answers wait on the device for the connection to come back.
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { QuestionSheet } from '../../translation/hooks/use-question-sheet';
import { QuestionSheetSwitch } from '../../translation/components/question-sheet-switch';

export function SessionTop({ sheet, keptCount }: { sheet: QuestionSheet; keptCount: number }) {
  const { t } = useTranslation('solve');
  return (
    <>
      <QuestionSheetSwitch sheet={sheet} />
      {keptCount > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="kept-answers">
          {t('offline.waiting', { count: keptCount })}
        </Alert>
      )}
    </>
  );
}
