// The gateway's and the api's health, each with a clear word and colour, and when it was last checked.
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import HourglassEmptyRoundedIcon from '@mui/icons-material/HourglassEmptyRounded';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useServiceHealth } from '../../health/api/get-health';

type Status = 'ok' | 'error' | 'checking';

export function ServiceStatus() {
  const { t, i18n } = useTranslation();
  const { data, isFetching, refetch, dataUpdatedAt } = useServiceHealth();
  const rows: { id: 'gateway' | 'api'; label: string; status: Status }[] = [
    { id: 'gateway', label: t('health.gateway'), status: data?.gateway ?? 'checking' },
    { id: 'api', label: t('health.api'), status: data?.api ?? 'checking' },
  ];
  const words: Record<Status, string> = {
    ok: t('health.ok'),
    error: t('health.error'),
    checking: t('health.checking'),
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('health.intro')}</Typography>
      <Paper variant="outlined">
        <List disablePadding aria-live="polite">
          {rows.map((row, index) => (
            <ListItem
              key={row.id}
              divider={index < rows.length - 1}
              data-testid={`health-${row.id}`}
              data-status={row.status}
              sx={{ py: 2 }}
            >
              <ListItemIcon sx={{ minWidth: 44 }}>
                {row.status === 'ok' && <CheckCircleRoundedIcon color="success" />}
                {row.status === 'error' && <ErrorRoundedIcon color="error" />}
                {row.status === 'checking' && <HourglassEmptyRoundedIcon color="disabled" />}
              </ListItemIcon>
              <ListItemText primary={row.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              <Typography
                sx={{ fontWeight: 700 }}
                color={row.status === 'ok' ? 'success.dark' : row.status === 'error' ? 'error.dark' : 'text.secondary'}
              >
                {words[row.status]}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {dataUpdatedAt > 0 &&
            t('health.checkedAt', { time: new Date(dataUpdatedAt).toLocaleTimeString(i18n.language) })}
        </Typography>
        <Button variant="outlined" onClick={() => void refetch()} aria-busy={isFetching}>
          {t('health.refresh')}
        </Button>
      </Stack>
    </Stack>
  );
}
