// One workbook or test in a list: what it was built from, when, its kind, how far it got, and the way onward
// (continue an unfinished one, see the results of a finished one).
import type { WorkbookSummary } from '@mathbridge/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSourceLabel } from '../../course/hooks/use-source-label';
import { continuePath } from '../lib/sheet-memory';
import { resultPath, testPath } from '../../../lib/solve-links';
import { WorkbookChips } from './workbook-chips';

export function WorkbookCard({
  workbook,
  headingLevel = 'h2',
}: {
  workbook: WorkbookSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('solve');
  const sourceLabel = useSourceLabel();
  const finished = workbook.finishedAt != null;
  const date = new Intl.DateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(workbook.createdAt));
  const label = sourceLabel(workbook.source);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }} data-testid="workbook-card">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <WorkbookChips
            kind={workbook.kind}
            kindLabel={t(`kinds.${workbook.kind}`)}
            finished={finished}
            stateLabel={finished ? t('list.finished') : t('list.inProgress')}
          />
          <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {date} ·{' '}
            {finished && workbook.correct != null
              ? t('list.score', { correct: workbook.correct, total: workbook.questionCount })
              : t('list.answered', { answered: workbook.answered, total: workbook.questionCount })}
          </Typography>
        </Stack>
        <Button
          component={RouterLink}
          to={
            workbook.testType
              ? testPath(workbook.testType, workbook.id, finished)
              : finished
                ? resultPath(workbook.id)
                : continuePath(workbook.kind, workbook.id)
          }
          variant={finished ? 'outlined' : 'contained'}
          sx={{ flexShrink: 0 }}
          aria-label={`${finished ? t('list.seeResults') : t('list.continue')}: ${label}`}
        >
          {finished ? t('list.seeResults') : t('list.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
