// /sample/preVer2 and /sample/preVer3: a visitor solves the sample problems one at a time, graded by the public
// check with nothing saved, then sees a summary with a call to sign up or log in.
import type { CheckAnswerResponse, SampleSet } from '@mathbridge/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';
import { appPaths } from '../../../lib/paths';
import { checkSample, getSamples } from '../api/samples-api';
import { ProblemView, type ProblemLanguage } from '../components/problem-view';

const SIGNUP_PATH = '/user/signup';

export default function SampleRoute() {
  const { t, i18n } = useTranslation('problem');
  const { t: tc } = useTranslation();
  const language: ProblemLanguage = i18n.language === 'ko' ? 'ko' : 'en';
  const samples = useQuery<SampleSet>({ queryKey: ['samples'], queryFn: getSamples, staleTime: Infinity, retry: 1 });
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Record<string, boolean>>({});

  if (samples.isPending) {
    return (
      <Page title={t('sample.title')} maxWidth="sm">
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('sample.loading')} />
        </Box>
      </Page>
    );
  }
  const problems = samples.data?.problems ?? [];
  if (samples.isError || problems.length === 0) {
    return (
      <Page title={t('sample.title')} maxWidth="sm">
        <Alert severity="info">{samples.isError ? t('sample.loadFailed') : tc('messages.noProblemToSolve')}</Alert>
      </Page>
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
    <Page title={t('sample.title')} maxWidth="sm">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('sample.intro')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('sample.progress', { current: Math.min(index + 1, total), total })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('sample.score', { correct, answered })}
          </Typography>
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
            {t('sample.doneCall')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to={SIGNUP_PATH} variant="contained" size="large">
              {t('sample.signup')}
            </Button>
            <Button component={RouterLink} to={appPaths.login} variant="outlined" size="large">
              {t('sample.login')}
            </Button>
          </Stack>
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
        />
      )}
    </Page>
  );
}
