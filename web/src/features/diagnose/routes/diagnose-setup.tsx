// /solve/diagnose/workbook: sets up a diagnostic test. The student picks a grade (the signup grade at first) and,
// if they like, some of its units, reads what will happen, and starts: the test is created and solved on its own
// screen. Below, their diagnostics so far. Visitors are asked to log in (and pointed to the sample).
import AccountTreeRoundedIcon from '@mui/icons-material/AccountTreeRounded';
import AutoGraphRoundedIcon from '@mui/icons-material/AutoGraphRounded';
import DoneAllRoundedIcon from '@mui/icons-material/DoneAllRounded';
import FormatListNumberedRoundedIcon from '@mui/icons-material/FormatListNumberedRounded';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { HttpError } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session-store';
import { LoadingBlock } from '../../../components/loading-block';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { useCreateTest } from '../../tests/api/create-test';
import { DiagnoseHistory } from '../components/diagnose-history';
import { DiagnoseLoginCard } from '../components/diagnose-login-card';
import { GradeSelect } from '../components/grade-select';
import { UnitPicker } from '../components/unit-picker';
import { useDiagnoseCourse } from '../hooks/use-course';
import { gradeUnitIds, pickGrade, unitsByChapter } from '../lib/diagnose-course';
import { diagnosePaths } from '../lib/diagnose-links';
import { maxProblems, signupGradeId } from '../lib/report-words';
import { Point, PointList } from '../../../components/point-list';

function Setup() {
  const { t } = useTranslation('diagnose');
  const { t: tc } = useTranslation();
  const language = useProblemLanguage();
  const navigate = useNavigate();
  const course = useDiagnoseCourse();
  const user = useSessionStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  const signupGrade = signupGradeId(user);
  const gradeId = pickGrade(course.grades, params.get('grade'), signupGrade);
  const grade = course.grades.find((candidate) => candidate.id === gradeId);
  const chapters = useMemo(() => unitsByChapter(grade), [grade]);
  const allUnits = useMemo(() => gradeUnitIds(grade), [grade]);
  // Units left out of the grade's; everything is chosen until the student unticks some.
  const [excluded, setExcluded] = useState<{ gradeId: string | null; ids: Set<string> }>({ gradeId, ids: new Set() });
  const left = excluded.gradeId === gradeId ? excluded.ids : new Set<string>();
  const selected = new Set(allUnits.filter((id) => !left.has(id)));
  const unitIds = allUnits.filter((id) => selected.has(id));

  const start = useCreateTest({ onCreated: (test) => navigate(diagnosePaths.solve(test.id)) });

  if (course.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (!gradeId || !grade) return <Alert severity="error">{t('setup.noCourse')}</Alert>;

  const startError =
    start.error instanceof HttpError && start.error.status === 422
      ? tc('messages.noProblemToSolve')
      : t('setup.startFailed');

  return (
    <Stack spacing={4}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }} data-testid="diagnose-setup">
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('setup.intro')}
        </Typography>
        <Stack spacing={3}>
          <GradeSelect
            grades={course.grades}
            value={gradeId}
            language={language}
            onChange={(next) => setParams({ grade: next }, { replace: true })}
            helperText={gradeId === signupGrade ? t('setup.gradeHint') : undefined}
          />
          {chapters.length === 0 ? (
            <Alert severity="info">{tc('messages.noProblemToSolve')}</Alert>
          ) : (
            <UnitPicker
              chapters={chapters}
              selected={selected}
              language={language}
              onChange={(next) => setExcluded({ gradeId, ids: new Set(allUnits.filter((id) => !next.has(id))) })}
            />
          )}
        </Stack>

        <Box component="section" aria-labelledby="diagnose-how" sx={{ mt: 4 }}>
          <Typography id="diagnose-how" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t('how.title')}
          </Typography>
          <PointList>
            <Point icon={<AutoGraphRoundedIcon />}>{t('how.adapts')}</Point>
            <Point icon={<DoneAllRoundedIcon />}>{t('how.stops')}</Point>
            <Point icon={<AccountTreeRoundedIcon />}>{t('how.prerequisites')}</Point>
            <Point icon={<FormatListNumberedRoundedIcon />}>
              {t('how.length', { count: maxProblems(Math.max(unitIds.length, 1)) })}
            </Point>
            <Point icon={<HelpOutlineRoundedIcon />}>{t('how.skip')}</Point>
          </PointList>
        </Box>

        <Button
          variant="contained"
          size="large"
          disableElevation
          startIcon={<PlayArrowRoundedIcon />}
          onClick={() =>
            start.mutate({
              type: 'DIAGNOSE',
              gradeId: gradeId ?? undefined,
              // All of them is the api's default, and stays right if the grade gains units.
              unitIds: unitIds.length === allUnits.length ? undefined : unitIds,
            })
          }
          disabled={start.isPending || unitIds.length === 0}
          sx={{ mt: 4, minHeight: 52, width: { xs: '100%', sm: 'auto' }, px: 4 }}
        >
          {t('setup.start')}
        </Button>
        {unitIds.length === 0 && chapters.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('setup.noUnits')}
          </Typography>
        )}
        {start.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {startError}
          </Alert>
        )}
      </Paper>

      <DiagnoseHistory language={language} names={course.names} />
    </Stack>
  );
}

export default function DiagnoseSetupRoute() {
  const { t } = useTranslation('diagnose');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  if (loginStatus !== 'LOGIN') return <DiagnoseLoginCard />;
  return (
    <Page title={t('setup.title')} maxWidth="md">
      <Setup />
    </Page>
  );
}
