// /more/alerts, the alert centre: the student's alerts newest first, a page at a time; opening one marks it read
// (it is a link to the alert's page); all can be marked read at once. Alert settings are on the settings screen.
import type { Alert } from '@mathbridge/contract';
import CampaignRoundedIcon from '@mui/icons-material/CampaignRounded';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import LocalFireDepartmentRoundedIcon from '@mui/icons-material/LocalFireDepartmentRounded';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';
import { visuallyHidden } from '../../../components/visually-hidden';
import { appPaths } from '../../../lib/paths';
import { SectionFailed, SectionLoading } from '../../../components/section';
import { useAlerts } from '../api/get-alerts';
import { useMarkAlertRead } from '../api/mark-alert-read';
import { useMarkAllAlertsRead } from '../api/mark-all-alerts-read';

const KIND_ICONS: Record<Alert['kind'], ReactNode> = {
  NOTICE: <CampaignRoundedIcon />,
  INQUIRY_ANSWER: <ForumRoundedIcon />,
  REVIEW_DUE: <ReplayRoundedIcon />,
  STREAK: <LocalFireDepartmentRoundedIcon />,
};

function languageOf(code: string): 'ko' | 'en' {
  return code.startsWith('en') ? 'en' : 'ko';
}

function AlertItem({ alert, onOpen }: { alert: Alert; onOpen: (alert: Alert) => void }) {
  const { t, i18n } = useTranslation('alerts');
  const language = languageOf(i18n.language);
  const when = new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(alert.createdAt));
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <ButtonBase
        component={RouterLink}
        to={alert.link}
        onClick={() => onOpen(alert)}
        data-testid="alert-item"
        data-read={alert.read}
        sx={{
          width: '100%',
          textAlign: 'left',
          justifyContent: 'flex-start',
          alignItems: 'flex-start',
          gap: 1.5,
          px: { xs: 2, sm: 3 },
          py: 2,
          bgcolor: alert.read ? 'transparent' : 'action.hover',
          '&:hover': { bgcolor: 'action.selected' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box sx={{ color: alert.read ? 'text.secondary' : 'primary.main', mt: 0.25, display: 'flex' }} aria-hidden>
          {KIND_ICONS[alert.kind]}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
            <Typography variant="caption" color="text.secondary">
              {t(`kinds.${alert.kind}`)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {when}
            </Typography>
          </Stack>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: alert.read ? 500 : 700 }}>
            {!alert.read && <Box component="span" sx={visuallyHidden}>{`${t('unread')}: `}</Box>}
            {alert.title[language]}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {alert.body[language]}
          </Typography>
        </Box>
        {!alert.read && (
          <Box
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', mt: 1, flexShrink: 0 }}
          />
        )}
      </ButtonBase>
    </Box>
  );
}

export default function AlertsRoute() {
  const { t } = useTranslation('alerts');
  const pages = useAlerts();
  const readAll = useMarkAllAlertsRead();
  const readOne = useMarkAlertRead();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;

  // The link itself navigates; opening it also marks the alert read.
  const open = (alert: Alert) => {
    if (!alert.read) readOne.mutate(alert.id);
  };

  return (
    <Page title={t('title')} maxWidth="sm">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('lead')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mb: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Button component={RouterLink} to={`${appPaths.settings}#alerts`} sx={{ ml: -1 }}>
          {t('settingsLink')}
        </Button>
        {items.length > 0 && (
          <Button
            variant="outlined"
            onClick={() => readAll.mutate()}
            disabled={unread === 0 || readAll.isPending}
            data-testid="alerts-read-all"
          >
            {t('markAllRead')}
          </Button>
        )}
      </Stack>
      {pages.isPending ? (
        <SectionLoading />
      ) : pages.isError ? (
        <SectionFailed onRetry={() => void pages.refetch()} />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', borderRadius: 2 }}>
          <NotificationsNoneRoundedIcon color="disabled" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('empty')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('emptyHint')}
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('title')}>
            {items.map((alert) => (
              <AlertItem key={alert.id} alert={alert} onOpen={open} />
            ))}
          </Box>
        </Paper>
      )}
      {pages.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        </Box>
      )}
    </Page>
  );
}
