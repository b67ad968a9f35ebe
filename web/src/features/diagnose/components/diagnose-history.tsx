// The student's diagnostics, newest first, five a page: one still under way resumes on its solving screen, a
// finished one opens its report.
import type { LocalizedText, TestSummary } from '@mathbridge/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingBlock } from '../../../components/loading-block';
import { StatusChip } from '../../solve/components/status-chip';
import { testListQuery } from '../../tests/api/get-tests';
import { diagnosePaths } from '../lib/diagnose-links';
import { ListPagination } from '../../../components/list-pagination';

export const HISTORY_PAGE_SIZE = 5;

function HistoryRow({
  test,
  language,
  names,
}: {
  test: TestSummary;
  language: 'ko' | 'en';
  names: ReadonlyMap<string, LocalizedText>;
}) {
  const { t } = useTranslation('diagnose');
  const finished = test.status === 'FINISHED';
  const grade = (test.gradeId && names.get(test.gradeId)?.[language]) ?? test.gradeId ?? '';
  const date = new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(test.createdAt));
  const outcome =
    finished && test.mastered != null && test.gaps != null
      ? t('history.outcome', { mastered: test.mastered, gaps: test.gaps })
      : t('history.answered', { count: test.answered });
  const action = finished ? t('history.report') : t('history.resume');
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
      data-testid="diagnose-history-item"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" sx={{ fontSize: '1.0625rem' }}>
              {grade}
            </Typography>
            <StatusChip
              size="small"
              label={finished ? t('history.finished') : t('history.inProgress')}
              tone={finished ? 'success' : 'warning'}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {date} · {outcome}
          </Typography>
        </Stack>
        <Button
          component={RouterLink}
          to={finished ? diagnosePaths.report(test.id) : diagnosePaths.solve(test.id)}
          variant={finished ? 'outlined' : 'contained'}
          disableElevation
          aria-label={`${action}: ${grade}, ${date}`}
          sx={{ flexShrink: 0, minHeight: 44 }}
        >
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}

export function DiagnoseHistory({
  language,
  names,
}: {
  language: 'ko' | 'en';
  names: ReadonlyMap<string, LocalizedText>;
}) {
  const { t } = useTranslation('diagnose');
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...testListQuery({ page, size: HISTORY_PAGE_SIZE, type: 'DIAGNOSE' }),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;
  return (
    <section aria-labelledby="diagnose-history">
      <Typography id="diagnose-history" variant="h2" sx={{ mb: 1.5 }}>
        {t('history.title')}
      </Typography>
      {list.isPending ? (
        <LoadingBlock label={t('common.loading')} />
      ) : list.isError ? (
        <Typography color="text.secondary">{t('history.loadFailed')}</Typography>
      ) : list.data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography color="text.secondary">{t('history.empty')}</Typography>
        </Paper>
      ) : (
        <>
          <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {list.data.items.map((test) => (
              <HistoryRow key={test.id} test={test} language={language} names={names} />
            ))}
          </Stack>
          <ListPagination
            pages={pages}
            page={page}
            onPage={setPage}
            pageLabel={(value) => t('history.pageLabel', { page: value })}
            stepLabel={(type) => t(`history.${type}`)}
            sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}
          />
        </>
      )}
    </section>
  );
}
