// The support screens' states while loading and on failure, in the support catalogue's words.
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/loading-block';

export function SupportLoading() {
  const { t } = useTranslation('support');
  return <LoadingBlock label={t('loading')} />;
}

export function SupportFailed({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation('support');
  return (
    <Stack role="alert" sx={{ alignItems: 'center', gap: 1.5, py: 3, textAlign: 'center' }}>
      <ErrorOutlineRoundedIcon aria-hidden color="error" />
      <Typography color="text.secondary">{message ?? t('loadFailed')}</Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Stack>
  );
}
