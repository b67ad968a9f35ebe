// Asked before handing in a workbook with problems left unanswered: 'Finish with 5 problems unanswered?'
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { FinishWorkbook } from '../hooks/use-finish-workbook';

/** The confirmation of `finishing` (useFinishWorkbook): open while it asks, Finish hands the workbook in anyway. */
export function FinishDialog({ finishing }: { finishing: FinishWorkbook }) {
  const { confirming: open, unanswered, cancelConfirm: onCancel } = finishing;
  const onConfirm = () => void finishing.finish(true);
  const { t } = useTranslation('solve');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="finish-dialog-title" aria-describedby="finish-dialog-body">
      <DialogTitle id="finish-dialog-title">{t('finish.unansweredTitle', { count: unanswered })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="finish-dialog-body">
          {t('finish.unansweredBody', { count: unanswered })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('finish.keepSolving')}
        </Button>
        <Button onClick={onConfirm} variant="contained">
          {t('finish.finishAnyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
