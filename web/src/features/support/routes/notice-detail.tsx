// One notice in the student's language (or the other one when it was written only in that): opening it marks it
// read, so the unread badge and its alert clear.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { HttpError } from '../../../lib/http';
import { appPaths } from '../../../lib/paths';
import { localDay } from '../../../lib/days';
import { noticeQuery } from '../api/get-notice';
import { supportKeys } from '../api/support-keys';
import { SupportFailed, SupportLoading } from '../components/states';
import { pickLanguage } from '../lib/bilingual';

export default function NoticeDetailRoute() {
  const { t, i18n } = useTranslation('support');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const notice = useQuery(noticeQuery(id));
  const opened = notice.isSuccess;

  useEffect(() => {
    if (!opened) return;
    // The server marked it read: the list, the badge and the alert centre show that now.
    void queryClient.invalidateQueries({ queryKey: supportKeys.noticesAll });
    void queryClient.invalidateQueries({ queryKey: supportKeys.unread });
    void queryClient.invalidateQueries({ queryKey: ['alerts'] });
  }, [opened, queryClient]);

  const back = (
    <Button component={RouterLink} to={appPaths.notices} startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 2, ml: -1 }}>
      {t('notices.back')}
    </Button>
  );

  if (notice.isPending) {
    return (
      <Page maxWidth="sm">
        {back}
        <SupportLoading />
      </Page>
    );
  }
  if (notice.isError) {
    const missing = notice.error instanceof HttpError && notice.error.status === 404;
    return (
      <Page maxWidth="sm">
        {back}
        <SupportFailed
          message={missing ? t('notices.notFound') : undefined}
          onRetry={missing ? undefined : () => void notice.refetch()}
        />
      </Page>
    );
  }
  const title = pickLanguage(notice.data.title, i18n.language);
  return (
    <Page maxWidth="sm">
      {back}
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('notices.posted', { date: localDay(notice.data.publishedAt) })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="notice-body">
          {pickLanguage(notice.data.body, i18n.language)}
        </Typography>
      </Paper>
    </Page>
  );
}
