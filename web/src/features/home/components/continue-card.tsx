// "Continue where you left off": the newest unfinished workbook; else the unit practised last; else a warm nudge to
// the course map.
import type { WorkbookSummary } from '@mathbridge/contract';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useProgress } from '../../study/api/get-progress';
import { useRecentWorkbooks } from '../api/get-recent-workbooks';
import { useLastAnswered } from '../api/get-study-preview';
import { useUnitName } from '../hooks/use-unit-name';
import { useShortDate, useWorkbookTitle } from '../hooks/use-workbook-title';
import { testPath } from '../../../lib/solve-links';
import { homeLinks, practiseUnitRoute, unitStudyRoute, workbookRoute } from '../lib/home-links';
import { lastPractisedUnit, workbookToContinue } from '../lib/home-summary';
import { HomeSection, SectionNote } from '../../../components/home-section';

export function ContinueCard() {
  const { t } = useTranslation('home');
  const workbooks = useRecentWorkbooks();
  const current = workbooks.data ? workbookToContinue(workbooks.data.items) : null;
  // Only when there is nothing to continue: the unit of the last answer, with its progress.
  const fallback = workbooks.isSuccess && current === null;
  const lastAnswered = useLastAnswered({ enabled: fallback });
  const progress = useProgress({ enabled: fallback });

  let body;
  if (workbooks.isPending || (fallback && (lastAnswered.isPending || progress.isPending))) {
    body = <Skeleton variant="rounded" height={96} />;
  } else if (workbooks.isError) {
    body = <SectionNote body={t('home.loadFailed')} />;
  } else if (current) {
    body = <ContinueWorkbook workbook={current} />;
  } else {
    const last = lastAnswered.data ? lastPractisedUnit(lastAnswered.data, progress.data?.units ?? []) : null;
    body = last ? (
      <LastUnit unitId={last.unitId} correct={last.progress?.correct} answered={last.progress?.answered} />
    ) : (
      <SectionNote title={t('home.continue.emptyTitle')} body={t('home.continue.emptyBody')}>
        <Button component={RouterLink} to={homeLinks.study} variant="contained" sx={{ mt: 1 }}>
          {t('home.continue.emptyAction')}
        </Button>
      </SectionNote>
    );
  }

  return (
    <HomeSection title={t('home.continue.title')} icon={<PlayArrowRoundedIcon />} testId="home-continue">
      {body}
    </HomeSection>
  );
}

function ContinueWorkbook({ workbook }: { workbook: WorkbookSummary }) {
  const { t } = useTranslation('home');
  const title = useWorkbookTitle();
  const shortDate = useShortDate();
  const percent = workbook.questionCount > 0 ? (workbook.answered / workbook.questionCount) * 100 : 0;
  return (
    <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
      <Box>
        <Chip
          label={t(`home.kinds.${workbook.kind}`)}
          size="small"
          variant="outlined"
          sx={{ mb: 1, color: 'primary.dark', borderColor: 'primary.dark' }}
        />
        <Typography variant="h3" sx={{ fontSize: '1.125rem' }} data-translate>
          {title(workbook)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('home.continue.startedAt', { date: shortDate(workbook.createdAt) })}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('home.continue.answered', { answered: workbook.answered, total: workbook.questionCount })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('home.continue.answered', { answered: workbook.answered, total: workbook.questionCount })}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      <Box>
        <Button
          component={RouterLink}
          to={
            workbook.testType
              ? testPath(workbook.testType, workbook.id, false)
              : workbookRoute(workbook.kind, workbook.id)
          }
          variant="contained"
          size="large"
          startIcon={<PlayArrowRoundedIcon />}
        >
          {t('home.continue.resume')}
        </Button>
      </Box>
    </Stack>
  );
}

function LastUnit({ unitId, correct, answered }: { unitId: string; correct?: number; answered?: number }) {
  const { t } = useTranslation('home');
  const unitName = useUnitName();
  return (
    <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('home.continue.lastUnit')}
        </Typography>
        <Typography variant="h3" sx={{ fontSize: '1.125rem' }} data-translate>
          {unitName(unitId)}
        </Typography>
        {answered !== undefined && correct !== undefined && answered > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('home.continue.lastUnitStats', { correct, answered })}
          </Typography>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={practiseUnitRoute(unitId)} variant="contained">
          {t('home.continue.practiseAgain')}
        </Button>
        <Button component={RouterLink} to={unitStudyRoute(unitId)} variant="outlined">
          {t('home.continue.studyUnit')}
        </Button>
      </Stack>
    </Stack>
  );
}
