// A section of a page (records, support, membership): a card with its heading (and a line under it), an optional
// control at the heading's end, and what the section holds; its state while loading, on failure and when there is
// nothing yet.
import ErrorOutlineRoundedIcon from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from './loading-block';

export function Section({
  id,
  title,
  lead,
  action,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      data-testid={`section-${id}`}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`${id}-title`} variant="h3" component="h2">
            {title}
          </Typography>
          {lead && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {lead}
            </Typography>
          )}
        </Box>
        {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
      </Stack>
      {children}
    </Paper>
  );
}

export function SectionLoading() {
  const { t } = useTranslation('records');
  return <LoadingBlock label={t('loading')} />;
}

export function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('records');
  return (
    <Stack role="alert" sx={{ alignItems: 'center', gap: 1.5, py: 3, textAlign: 'center' }}>
      <ErrorOutlineRoundedIcon aria-hidden color="error" />
      <Typography color="text.secondary">{t('loadFailed')}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}

/** 'No data' (or 'No results' when filters hide everything), a line of explanation and the first step to take. */
export function SectionEmpty({
  title,
  body,
  actions,
  icon,
}: {
  title: string;
  body: string;
  actions?: ReactNode;
  icon: ReactNode;
}) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 1, py: { xs: 2, sm: 3 }, textAlign: 'center' }} data-testid="empty-state">
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
        {body}
      </Typography>
      {actions && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, mt: 1, alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
