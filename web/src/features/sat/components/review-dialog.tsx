// Before a module is handed in: how many questions are answered, unanswered and marked for review, the grid to go
// back to any of them, and Submit. After submitting there is no way back into the module.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { FactTiles } from './fact-tiles';
import { useTranslation } from 'react-i18next';
import type { ModuleSummary, QuestionStatus } from '../lib/sat-drafts';
import { SatNavigator } from './sat-navigator';

export function ReviewDialog({
  open,
  title,
  summary,
  statuses,
  onSelect,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  summary: ModuleSummary;
  statuses: QuestionStatus[];
  onSelect: (index: number) => void;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('sat');
  const figures = [
    { key: 'answered', value: summary.answered },
    { key: 'unanswered', value: summary.unanswered },
    { key: 'marked', value: summary.marked },
  ] as const;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="sm"
      fullWidth
      // Room for three figures side by side on a phone.
      sx={{ '& .MuiDialog-paper': { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: '100%' } } }}
      aria-labelledby="sat-review-title"
      aria-describedby="sat-review-body"
      data-testid="review-dialog"
    >
      <DialogTitle id="sat-review-title">{title}</DialogTitle>
      <DialogContent>
        <Box id="sat-review-body" sx={{ mb: 2 }}>
          <FactTiles
            facts={figures.map((figure) => ({
              label: t(`review.${figure.key}`),
              value: String(figure.value),
              testId: `review-${figure.key}`,
            }))}
          />
        </Box>
        {summary.unanswered > 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('review.unansweredNote', { count: summary.unanswered })}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('review.pickToReturn')}
        </Typography>
        <SatNavigator statuses={statuses} onSelect={onSelect} legend={false} />
        <Typography variant="body2" sx={{ mt: 2, fontWeight: 600 }}>
          {t('review.final')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} autoFocus>
          {t('review.keepWorking')}
        </Button>
        <Button onClick={onSubmit} variant="contained" data-testid="confirm-submit">
          {t('review.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
