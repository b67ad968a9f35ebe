// /solve/test/diagnose/workbook?id=<test id>: the diagnostic test, one question at a time (the shared adaptive
// session), under a header naming its grade and units. A reload resumes it; when it is finished the report opens.
// No id, or a test that is not the student's: "We couldn't find your record." with the way to set one up.
import { CourseMapSchema, type Test } from '@mathbridge/contract';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Container from '@mui/material/Container';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { StatusCard } from '../../../components/status-card';
import { useCourseMap } from '../../course/api/get-course-map';
import { HttpError } from '../../../lib/http';
import { appPaths } from '../../../lib/paths';
import { useSessionStore } from '../../../lib/session-store';
import { LoadingBlock } from '../../../components/loading-block';
import { LoginRequiredCard } from '../../solve/components/login-required-card';
import { useProblemLanguage } from '../../problem/hooks/use-problem-language';
import { useUnitNames } from '../../course/hooks/use-unit-names';
import { testQuery } from '../../tests/api/get-test';
import { testKeys } from '../../tests/api/test-keys';
import { AdaptiveSession } from '../../tests/components/adaptive-session';
import { useGradeLabel } from '../../tests/hooks/use-grade-label';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SETUP_PATH = '/solve/diagnose/workbook';

const reportPath = (id: string) => `/solve/diagnose/report?${new URLSearchParams({ id }).toString()}`;

function NotFoundCard({ error }: { error?: unknown }) {
  const { t } = useTranslation('tests');
  const { t: tc } = useTranslation();
  const failed = error instanceof HttpError && error.status !== 404 && error.status !== 400;
  return (
    <StatusCard
      icon={failed ? <ReportProblemOutlinedIcon /> : <SearchOffRoundedIcon />}
      overline={t('diagnose.title')}
      title={tc('messages.recordNotFound')}
      body={failed && error instanceof Error ? error.message : t('diagnose.notFoundBody')}
      actions={[
        { label: t('diagnose.setup'), to: SETUP_PATH, primary: true },
        { label: t('diagnose.home'), to: appPaths.home },
      ]}
    />
  );
}

/** The unit ids of each grade of the course map. */
function useGradeUnits(): Map<string, string[]> {
  const { data } = useCourseMap();
  return useMemo(() => {
    const units = new Map<string, string[]>();
    const parsed = CourseMapSchema.safeParse(data);
    if (!parsed.success) return units;
    for (const track of parsed.data.tracks) {
      for (const grade of track.grades) {
        units.set(
          grade.id,
          grade.chapters.flatMap((chapter) => chapter.units.map((unit) => unit.id)),
        );
      }
    }
    return units;
  }, [data]);
}

/** '중1 · all units' when the test covers the whole grade, else '중1 · 소인수분해 and 2 more units'. */
function useCoverage() {
  const { t } = useTranslation('tests');
  const { label } = useGradeLabel();
  const names = useUnitNames();
  const gradeUnits = useGradeUnits();
  const language = useProblemLanguage();
  return useCallback(
    (test: Test) => {
      const grade = test.gradeId ? label(test.gradeId) : '';
      const all = test.gradeId ? gradeUnits.get(test.gradeId) : undefined;
      const whole = test.unitIds.length === 0 || (all !== undefined && all.every((id) => test.unitIds.includes(id)));
      if (whole) return t('diagnose.allUnits', { grade });
      const [first = '', ...rest] = test.unitIds.map((id) => names.get(id)?.[language] ?? id);
      const units = rest.length > 0 ? t('diagnose.moreUnits', { unit: first, count: rest.length }) : first;
      return t('diagnose.someUnits', { grade, units });
    },
    [gradeUnits, label, language, names, t],
  );
}

function DiagnoseSession({ testId }: { testId: string }) {
  const { t } = useTranslation('tests');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const coverage = useCoverage();
  const test = useQuery({ ...testQuery(testId), staleTime: 0 });
  const finished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: testKeys.lists() });
    void navigate(reportPath(testId), { replace: true });
  }, [navigate, queryClient, testId]);

  if (test.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <LoadingBlock label={t('loading')} />
      </Container>
    );
  }
  if (test.isError) return <NotFoundCard error={test.error} />;
  if (test.data.type === 'LEVEL') return <Navigate to={`/test?id=${testId}`} replace />;
  if (test.data.type !== 'DIAGNOSE') return <NotFoundCard />;
  if (test.data.status === 'FINISHED') return <Navigate to={reportPath(testId)} replace />;
  return (
    <AdaptiveSession
      testId={testId}
      title={t('diagnose.title')}
      subtitle={coverage}
      exitTo={SETUP_PATH}
      onFinished={finished}
    />
  );
}

export default function DiagnoseWorkbookRoute() {
  const [params] = useSearchParams();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const id = params.get('id')?.trim() ?? '';

  if (loginStatus !== 'LOGIN') return <LoginRequiredCard />;
  if (!UUID.test(id)) return <NotFoundCard />;
  return <DiagnoseSession key={id} testId={id} />;
}
