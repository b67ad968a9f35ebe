// /test before a test: what the level test does, the grade it starts around (the signup grade, changeable), Start;
// Resume when the newest level test is still under way, and the last result when there is one.
import type { TestSummary } from '@mathbridge/contract';
import AutoGraphRoundedIcon from '@mui/icons-material/AutoGraphRounded';
import BalanceRoundedIcon from '@mui/icons-material/BalanceRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../lib/session-store';
import { LoadingBlock } from '../../../components/loading-block';
import { useCreateTest } from '../../tests/api/create-test';
import { testListQuery } from '../../tests/api/get-tests';
import { testReportQuery } from '../../tests/api/get-test-report';
import { KR_GRADE_IDS, useGradeLabel, type KrGradeId } from '../../tests/hooks/use-grade-label';
import { FALLBACK_START_GRADE, levelTestPath, signupGradeId } from '../lib/level-test';
import { LevelHeader } from './level-header';
import { Point, PointList } from '../../../components/point-list';

const LIST_FILTER = { page: 1, size: 5, type: 'LEVEL' as const };

function ResumeCard({ test }: { test: TestSummary }) {
  const { t } = useTranslation('levelTest');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3, borderColor: 'primary.main', borderWidth: 2 }}
      data-testid="level-resume"
    >
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 0.5 }}>
        {t('intro.inProgressTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro.inProgressBody', { count: test.answered })}
      </Typography>
      <Button
        component={RouterLink}
        to={levelTestPath(test.id)}
        variant="contained"
        size="large"
        startIcon={<PlayArrowRoundedIcon />}
      >
        {t('intro.resume')}
      </Button>
    </Paper>
  );
}

function LastResultCard({ test }: { test: TestSummary }) {
  const { t, i18n } = useTranslation('levelTest');
  const { label, band } = useGradeLabel();
  const report = useQuery(testReportQuery(test.id));
  const placement = report.data?.type === 'LEVEL' ? band(report.data.placement) : null;
  const fallback = test.placementGradeId ? label(test.placementGradeId) : null;
  const when = test.finishedAt ?? test.createdAt;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(when));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }} data-testid="level-last-result">
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {t('intro.lastTitle')}
      </Typography>
      {(placement ?? fallback) && (
        <Typography sx={{ fontWeight: 800, fontSize: '1.5rem' }}>{placement ?? fallback}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro.lastDate', { date })}
      </Typography>
      <Button component={RouterLink} to={levelTestPath(test.id)} variant="outlined">
        {t('intro.seeResult')}
      </Button>
    </Paper>
  );
}

export function LevelIntro() {
  const { t } = useTranslation('levelTest');
  const { label } = useGradeLabel();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const signupGrade = signupGradeId(user);
  const [gradeId, setGradeId] = useState<KrGradeId>(signupGrade ?? FALLBACK_START_GRADE);
  const list = useQuery(testListQuery(LIST_FILTER));
  const start = useCreateTest({ onCreated: (test) => navigate(levelTestPath(test.id)) });

  const newest = list.data?.items[0];
  const inProgress = newest?.status === 'IN_PROGRESS' ? newest : null;
  const lastFinished = list.data?.items.find((item) => item.status === 'FINISHED') ?? null;
  const startLabel = inProgress ? t('intro.startOver') : lastFinished ? t('intro.again') : t('intro.start');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      <LevelHeader />
      <Typography variant="h1" sx={{ mb: { xs: 2, sm: 3 } }}>
        {t('title')}
      </Typography>

      {list.isPending ? (
        <LoadingBlock label={t('loading')} />
      ) : (
        <>
          {inProgress && <ResumeCard test={inProgress} />}
          {lastFinished && <LastResultCard test={lastFinished} />}

          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, mb: 3 }} data-testid="level-intro">
            <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 800, mb: 1 }}>
              {t('intro.heading')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {t('intro.lead')}
            </Typography>
            <PointList label={t('intro.pointsLabel')} sx={{ mb: 3 }}>
              <Point icon={<TimerOutlinedIcon />}>{t('intro.points.time')}</Point>
              <Point icon={<AutoGraphRoundedIcon />}>{t('intro.points.adapts')}</Point>
              <Point icon={<FlagRoundedIcon />}>{t('intro.points.grade')}</Point>
              <Point icon={<BalanceRoundedIcon />}>{t('intro.points.strands')}</Point>
              <Point icon={<MenuBookRoundedIcon />}>{t('intro.points.plan')}</Point>
            </PointList>
            <Alert severity="info" sx={{ mb: 3 }}>
              {t('intro.noFeedback')}
            </Alert>

            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
            >
              <TextField
                select
                label={t('intro.startGrade')}
                value={gradeId}
                onChange={(event) => setGradeId(event.target.value as KrGradeId)}
                helperText={signupGrade ? t('intro.startGradeHint') : t('intro.startGradeHintNone')}
                sx={{ minWidth: { sm: 220 }, flex: { sm: 1 } }}
              >
                {KR_GRADE_IDS.map((id) => (
                  <MenuItem key={id} value={id}>
                    {label(id)}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                // Resume is the main way on when a test is under way.
                variant={inProgress ? 'outlined' : 'contained'}
                size="large"
                onClick={() => start.mutate({ type: 'LEVEL', gradeId })}
                disabled={start.isPending}
                startIcon={<PlayArrowRoundedIcon />}
                sx={{ minHeight: 56, minWidth: { sm: 200 } }}
              >
                {startLabel}
              </Button>
            </Stack>
            {start.isError && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {t('intro.startFailed')}
              </Alert>
            )}
          </Paper>
        </>
      )}
    </Container>
  );
}
