// /sample/preVer2 and /sample/preVer3: a visitor solves the sample problems one at a time, graded by the public
// check with nothing saved, then sees a summary with a call to sign up or log in. /sample shows the same set to a
// logged-in student (audience 'student'), ending with a call to the course map instead.
import type { CheckAnswerResponse } from '@mathbridge/contract';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';
import { LinkActions } from '../../../components/link-actions';
import { appPaths } from '../../../lib/paths';
import { checkSample } from '../api/check-sample';
import { useSamples } from '../api/get-samples';
import { ProblemView, type ProblemLanguage } from '../components/problem-view';

const SIGNUP_PATH = '/user/signup';

export type SampleAudience = 'visitor' | 'student';

export default function SampleRoute() {
  return <SampleSet audience="visitor" />;
}

/** The page and its title; a student's also has a way back home above it, since /sample shows no top bar. */
function Frame({ student, children }: { student: boolean; children: ReactNode }) {
  const { t } = useTranslation('problem');
  const { t: th } = useTranslation('home');
  if (!student) {
    return (
      <Page title={t('sample.title')} maxWidth="sm">
        {children}
      </Page>
    );
  }
  return (
    <Page maxWidth="sm">
      <Button component={RouterLink} to={appPaths.home} startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 1, ml: -1 }}>
        {th('sample.backHome')}
      </Button>
      <Typography variant="h1" sx={{ mb: { xs: 2, sm: 3 } }}>
        {t('sample.title')}
      </Typography>
      {children}
    </Page>
  );
}

export function SampleSet({ audience }: { audience: SampleAudience }) {
  const { t, i18n } = useTranslation('problem');
  const { t: tc } = useTranslation();
  const { t: th } = useTranslation('home');
  const student = audience === 'student';
  const language: ProblemLanguage = i18n.language === 'ko' ? 'ko' : 'en';
  const samples = useSamples();
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Record<string, boolean>>({});

  if (samples.isPending) {
    return (
      <Frame student={student}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('sample.loading')} />
        </Box>
      </Frame>
    );
  }
  const problems = samples.data?.problems ?? [];
  if (samples.isError || problems.length === 0) {
    return (
      <Frame student={student}>
        <Alert severity="info">{samples.isError ? t('sample.loadFailed') : tc('messages.noProblemToSolve')}</Alert>
      </Frame>
    );
  }

  const total = problems.length;
  const finished = index >= total;
  const answered = Object.keys(results).length;
  const correct = Object.values(results).filter(Boolean).length;
  const problem = problems[Math.min(index, total - 1)];

  async function check(problemId: string, answer: string | number): Promise<CheckAnswerResponse> {
    const response = await checkSample(problemId, answer);
    if (response.result !== 'unparseable') {
      setResults((previous) =>
        problemId in previous ? previous : { ...previous, [problemId]: response.result === 'correct' },
      );
    }
    return response;
  }

  return (
    <Frame student={student}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {student ? th('sample.intro') : t('sample.intro')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('sample.progress', { current: Math.min(index + 1, total), total })}
          </Typography>
          {/* No score before the first answer: '0 of 0 correct' reads like a failing grade. */}
          {answered > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('sample.score', { correct, answered })}
            </Typography>
          )}
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(Math.min(finished ? total : index, total) / total) * 100}
          aria-label={t('sample.progressLabel')}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>

      {finished || !problem ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3, textAlign: 'center' }}>
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {t('sample.doneTitle')}
          </Typography>
          <Typography sx={{ mb: 1 }}>{t('sample.doneScore', { correct, total })}</Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {student ? th('sample.studyCall') : t('sample.doneCall')}
          </Typography>
          <LinkActions
            justify="center"
            actions={
              student
                ? [
                    { to: appPaths.study, label: th('sample.goStudy') },
                    { to: appPaths.home, label: th('sample.backHome') },
                  ]
                : [
                    { to: SIGNUP_PATH, label: t('sample.signup') },
                    { to: appPaths.login, label: t('sample.login') },
                  ]
            }
          />
        </Paper>
      ) : (
        <ProblemView
          key={problem.id}
          focusOnMount={index > 0}
          problem={problem}
          language={language}
          heading={t('sample.problemHeading', { current: index + 1, total })}
          check={(answer) => check(problem.id, answer)}
          onNext={() => setIndex((i) => i + 1)}
          nextLabel={index + 1 < total ? t('next') : t('sample.seeSummary')}
          last={index + 1 >= total}
        />
      )}
    </Frame>
  );
}
