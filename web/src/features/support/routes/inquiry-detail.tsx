// One of the student's questions: what they asked, its status, and the answer once it has come.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { HttpError } from '../../../lib/http';
import { appPaths } from '../../../lib/paths';
import { localDay } from '../../../lib/days';
import { StatusChip } from '../../solve/components/status-chip';
import { inquiryQuery } from '../api/get-inquiry';
import { SupportFailed, SupportLoading } from '../components/states';

export default function InquiryDetailRoute() {
  const { t } = useTranslation('support');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const inquiry = useQuery(inquiryQuery(id));
  const answered = inquiry.data?.status === 'ANSWERED';

  useEffect(() => {
    // The answer's alert links here: reading the answer is reading the alert.
    if (answered) void queryClient.invalidateQueries({ queryKey: ['alerts'] });
  }, [answered, queryClient]);

  const back = (
    <Button component={RouterLink} to={appPaths.support} startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 2, ml: -1 }}>
      {t('inquiries.back')}
    </Button>
  );
  if (inquiry.isPending) {
    return (
      <Page maxWidth="sm">
        {back}
        <SupportLoading />
      </Page>
    );
  }
  if (inquiry.isError) {
    const missing = inquiry.error instanceof HttpError && inquiry.error.status === 404;
    return (
      <Page maxWidth="sm">
        {back}
        <SupportFailed
          message={missing ? t('inquiries.notFound') : undefined}
          onRetry={missing ? undefined : () => void inquiry.refetch()}
        />
      </Page>
    );
  }
  const item = inquiry.data;
  const status = t(`inquiries.status.${item.status}`);
  return (
    <Page maxWidth="sm">
      {back}
      <Stack spacing={2}>
        <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
            <StatusChip
              size="small"
              tone={answered ? 'success' : 'warning'}
              label={status}
              data-testid="inquiry-status"
            />
            <StatusChip size="small" tone="neutral" label={t(`categories.${item.category}`)} />
          </Stack>
          <Typography variant="h2" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('inquiries.asked', { date: localDay(item.createdAt) })}
          </Typography>
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('inquiries.question')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.body}</Typography>
        </Paper>
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="answer-title"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, bgcolor: answered ? 'action.hover' : undefined }}
        >
          <Typography id="answer-title" variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('inquiries.answer')}
          </Typography>
          {answered && item.answer ? (
            <>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="inquiry-answer">
                {item.answer}
              </Typography>
              {item.answeredAt && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {t('inquiries.answeredOn', { date: localDay(item.answeredAt) })}
                </Typography>
              )}
            </>
          ) : (
            <Typography color="text.secondary">{t('inquiries.waitingBody')}</Typography>
          )}
        </Paper>
      </Stack>
    </Page>
  );
}
