// /sample/preVer2Diagnose: a visitor's short diagnostic. Pick a grade, answer up to eight questions one at a time
// (no right or wrong until the end), then read a real report on three of its units. Nothing is saved: the answers
// live in this tab only (a reload resumes), and the screen says so and offers to sign up.
import { DIAGNOSE_SAMPLE_MAX } from '@mathbridge/contract';
import AssignmentTurnedInRoundedIcon from '@mui/icons-material/AssignmentTurnedInRounded';
import AutoGraphRoundedIcon from '@mui/icons-material/AutoGraphRounded';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';
import { LinkActions } from '../../../components/link-actions';
import { appPaths } from '../../../lib/paths';
import { LoadingBlock } from '../../../components/loading-block';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { TestQuestion } from '../../tests/components/test-question';
import { DiagnoseReportView } from '../components/diagnose-report-view';
import { GradeSelect } from '../components/grade-select';
import { useDiagnoseCourse } from '../hooks/use-course';
import { useSampleDiagnose } from '../hooks/use-sample-diagnose';
import { pickGrade } from '../lib/diagnose-course';
import { diagnosePaths } from '../lib/diagnose-links';
import { Point, PointList } from '../../../components/point-list';

function NothingSaved({ signup }: { signup: boolean }) {
  const { t } = useTranslation('diagnose');
  return (
    <Alert
      severity="info"
      icon={<InfoOutlinedIcon />}
      sx={{ mb: 3 }}
      data-testid="sample-not-saved"
      action={
        signup ? (
          <Button component={RouterLink} to={diagnosePaths.signup} color="inherit" size="small">
            {t('sample.signupShort')}
          </Button>
        ) : undefined
      }
    >
      {t('sample.nothingSaved')}
    </Alert>
  );
}

function SignupCard() {
  const { t } = useTranslation('diagnose');
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, borderColor: 'primary.main', borderWidth: 2 }}
      data-testid="sample-signup"
    >
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('sample.signupTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('sample.signupBody')}
      </Typography>
      <LinkActions
        actions={[
          { to: diagnosePaths.signup, label: t('sample.signup') },
          { to: appPaths.login, label: t('sample.login') },
        ]}
      />
    </Paper>
  );
}

function GradePick({ onStart }: { onStart: (gradeId: string) => void }) {
  const { t } = useTranslation('diagnose');
  const language = useProblemLanguage();
  const course = useDiagnoseCourse();
  const [chosen, setChosen] = useState<string | null>(null);
  const gradeId = pickGrade(course.grades, chosen);
  if (course.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (!gradeId) return <Alert severity="error">{t('setup.noCourse')}</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }} data-testid="sample-setup">
      <Typography sx={{ mb: 2 }}>{t('sample.intro', { count: DIAGNOSE_SAMPLE_MAX })}</Typography>
      <PointList sx={{ mb: 3 }}>
        <Point icon={<AutoGraphRoundedIcon />}>{t('how.adapts')}</Point>
        <Point icon={<HelpOutlineRoundedIcon />}>{t('how.skip')}</Point>
        <Point icon={<AssignmentTurnedInRoundedIcon />}>{t('sample.youGet')}</Point>
      </PointList>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <GradeSelect grades={course.grades} value={gradeId} onChange={setChosen} language={language} />
        <Button
          variant="contained"
          size="large"
          disableElevation
          startIcon={<PlayArrowRoundedIcon />}
          onClick={() => onStart(gradeId)}
          sx={{ minHeight: 56, px: 4 }}
        >
          {t('sample.start')}
        </Button>
      </Stack>
    </Paper>
  );
}

export default function DiagnoseSampleRoute() {
  const { t } = useTranslation('diagnose');
  const { t: tc } = useTranslation();
  const language = useProblemLanguage();
  const course = useDiagnoseCourse();
  const sample = useSampleDiagnose();
  const { run, step, answer, unreadable } = sample;

  let body;
  if (!run) {
    body = <GradePick onStart={sample.start} />;
  } else if (step.isPending) {
    body = <LoadingBlock label={t('common.loading')} />;
  } else if (step.isError || step.data.kind !== 'step') {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={sample.startOver}>
            {t('sample.startOver')}
          </Button>
        }
      >
        {t('sample.loadFailed')}
      </Alert>
    );
  } else if (step.data.data.report) {
    body = (
      <Stack spacing={4}>
        <Typography role="status" sx={{ fontWeight: 700 }}>
          {t('sample.done')}
        </Typography>
        <DiagnoseReportView
          report={step.data.data.report}
          language={language}
          courseNames={course.names}
          places={course.places}
          canPractise={false}
        />
        <SignupCard />
        <Box>
          <Button variant="outlined" onClick={sample.startOver}>
            {t('sample.again')}
          </Button>
        </Box>
      </Stack>
    );
  } else if (!step.data.data.item) {
    body = <Alert severity="info">{tc('messages.noProblemToSolve')}</Alert>;
  } else {
    const { item, answered, maxItems } = step.data.data;
    const number = answered + 1;
    body = (
      <>
        <Box sx={{ mb: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }} aria-live="polite">
              {t('sample.progress', { current: number, total: maxItems })}
            </Typography>
            <Button size="small" onClick={sample.startOver}>
              {t('sample.startOver')}
            </Button>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(answered / maxItems) * 100}
            aria-label={t('sample.progressLabel')}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('sample.noFeedback')}
        </Typography>
        {answer.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t('sample.sendFailed')}
          </Alert>
        )}
        <TestQuestion
          key={item.id}
          problem={item}
          number={number}
          language={language}
          locked={answer.isPending}
          busy={answer.isPending}
          unparseable={unreadable?.problemId === item.id ? { hint: unreadable.hint } : undefined}
          focusOnMount={answered > 0}
          onAnswer={(value) => answer.mutate({ problemId: item.id, value })}
        />
      </>
    );
  }

  return (
    <Page title={t('sample.title')} maxWidth="md">
      <NothingSaved signup={Boolean(run && step.data?.kind === 'step' && step.data.data.report)} />
      {body}
    </Page>
  );
}
