// The loading overlay while requests are in flight (spec §7), delayed so fast requests never flash it.
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useDelayedVisibility } from '../hooks/use-delayed-visibility';
import { useLoadingStore } from '../stores/loading-store';

export function LoadingOverlay() {
  const { t } = useTranslation();
  const busy = useLoadingStore((s) => s.inFlight > 0);
  const visible = useDelayedVisibility(busy);
  return (
    <Backdrop
      open={visible}
      data-testid="loading-overlay"
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff', backgroundColor: 'rgba(15, 23, 30, 0.25)' })}
    >
      <CircularProgress color="inherit" aria-label={t('loading.label')} />
    </Backdrop>
  );
}
