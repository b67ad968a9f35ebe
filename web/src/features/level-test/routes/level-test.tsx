// /test: the level test. Without ?id= the intro (start, resume, the last result); with ?id= the test itself, which a
// reload resumes at its current question, and once it is finished its result. Visitors see the login card.
import type { Test } from '@mathbridge/contract';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Container from '@mui/material/Container';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { StatusCard } from '../../../components/status-card';
import { HttpError } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session-store';
import { LoadingBlock } from '../../../components/loading-block';
import { LoginRequiredCard } from '../../solve/components/login-required-card';
import { testQuery } from '../../tests/api/get-test';
import { testReportQuery } from '../../tests/api/get-test-report';
import { testKeys } from '../../tests/api/test-keys';
import { AdaptiveSession } from '../../tests/components/adaptive-session';
import { useGradeLabel } from '../../tests/hooks/use-grade-label';
import { LevelIntro } from '../components/level-intro';
import { LevelResult } from '../components/level-result';
import { LEVEL_TEST_PATH } from '../lib/level-test';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIAGNOSE_WORKBOOK = '/solve/test/diagnose/workbook';

function Loading() {
  const { t } = useTranslation('levelTest');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <LoadingBlock label={t('loading')} />
    </Container>
  );
}

function NotFoundCard({ error }: { error?: unknown }) {
  const { t } = useTranslation('levelTest');
  const { t: tc } = useTranslation();
  const notFound = !error || (error instanceof HttpError && (error.status === 404 || error.status === 400));
  return (
    <StatusCard
      icon={notFound ? <SearchOffRoundedIcon /> : <ReportProblemOutlinedIcon />}
      overline={t('title')}
      title={notFound ? tc('messages.recordNotFound') : t('errors.loadFailed')}
      body={notFound ? t('errors.notFoundBody') : error instanceof Error ? error.message : undefined}
      actions={[
        { label: t('errors.back'), to: LEVEL_TEST_PATH, primary: true },
        { label: t('result.home'), to: '/' },
      ]}
    />
  );
}

function Result({ testId }: { testId: string }) {
  const report = useQuery(testReportQuery(testId));
  if (report.isPending) return <Loading />;
  if (report.isError || report.data.type !== 'LEVEL') return <NotFoundCard error={report.error} />;
  return <LevelResult testId={testId} report={report.data} />;
}

function LevelTestById({ testId }: { testId: string }) {
  const { t } = useTranslation('levelTest');
  const { label } = useGradeLabel();
  const queryClient = useQueryClient();
  // Opening a test resumes it where the server has it (it may have been answered on another device meanwhile).
  const test = useQuery({ ...testQuery(testId), staleTime: 0 });
  const finished = useCallback(() => void queryClient.invalidateQueries({ queryKey: testKeys.lists() }), [queryClient]);
  const subtitle = useCallback(
    (current: Test) => (current.gradeId ? t('startedAround', { grade: label(current.gradeId) }) : undefined),
    [label, t],
  );

  if (test.isPending) return <Loading />;
  if (test.isError) return <NotFoundCard error={test.error} />;
  if (test.data.type === 'DIAGNOSE') return <Navigate to={`${DIAGNOSE_WORKBOOK}?id=${testId}`} replace />;
  if (test.data.type !== 'LEVEL') return <NotFoundCard />;
  if (test.data.status === 'FINISHED') return <Result testId={testId} />;
  return (
    <AdaptiveSession
      testId={testId}
      title={t('title')}
      subtitle={subtitle}
      exitTo={LEVEL_TEST_PATH}
      onFinished={finished}
    />
  );
}

export default function LevelTestRoute() {
  const [params] = useSearchParams();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const id = params.get('id')?.trim() ?? '';

  if (loginStatus !== 'LOGIN') return <LoginRequiredCard />;
  if (!id) return <LevelIntro />;
  if (!UUID.test(id)) return <NotFoundCard />;
  return <LevelTestById key={id} testId={id} />;
}
