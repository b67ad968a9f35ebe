// A yes-or-no question before an operator's action that students will see (publishing) or that cannot be undone.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  title,
  body,
  confirm,
  danger = false,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirm: string;
  danger?: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('support');
  return (
    <Dialog open onClose={onClose} maxWidth="xs" aria-labelledby="confirm-title" aria-describedby="confirm-body">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-body">{body}</DialogContentText>
        {error && (
          <Typography role="alert" color="error.dark" sx={{ mt: 2 }}>
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('operator.cancel')}</Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
