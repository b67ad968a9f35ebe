// Shows queued alerts as a dialog the user confirms, and notices as a snackbar.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useAlertStore } from '../stores/alert-store';

export function AlertHost() {
  const { t } = useTranslation();
  const queue = useAlertStore((s) => s.queue);
  const dismiss = useAlertStore((s) => s.dismiss);
  const alert = queue.find((m) => m.kind === 'alert');
  const notice = queue.find((m) => m.kind === 'notice');

  return (
    <>
      <Dialog
        open={alert != null}
        onClose={() => alert && dismiss(alert.id)}
        aria-labelledby="app-alert-title"
        aria-describedby="app-alert-text"
        role="alertdialog"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="app-alert-title">{t('errors.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="app-alert-text" sx={{ whiteSpace: 'pre-line' }}>
            {alert?.text}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => alert && dismiss(alert.id)} autoFocus>
            {t('errors.ok')}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        key={notice?.id}
        open={notice != null}
        message={notice?.text}
        autoHideDuration={4000}
        onClose={(_, reason) => reason !== 'clickaway' && notice && dismiss(notice.id)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 80, sm: 24 } }}
      />
    </>
  );
}
