// /solve/test/sat?id=: a student's SAT test. Under way, the module screen (or the break before module 2); finished,
// the result. A visitor is offered the login and the free sample.
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { useSessionStore } from '../../../lib/session-store';
import { LoadingBlock } from '../../../components/loading-block';
import { testQuery } from '../../tests/api/get-test';
import { SatMessageCard, SatVisitorCard } from '../components/sat-cards';
import { SatTestResult } from '../components/sat-test-result';
import { SatTestSession } from '../components/sat-test-session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function SatTestRoute() {
  const { t } = useTranslation('sat');
  const [params] = useSearchParams();
  const raw = params.get('id')?.trim() ?? '';
  const id = UUID.test(raw) ? raw : null;
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  // The screen keeps the cache in step itself (each hand-in writes the test back), so no refetch on focus midway.
  const test = useQuery({
    ...testQuery(id ?? ''),
    enabled: id !== null && loggedIn,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (!loggedIn) return <SatVisitorCard />;
  if (!id) return <SatMessageCard kind="invalid" />;
  if (test.isPending) {
    return (
      <Page maxWidth="md">
        <LoadingBlock label={t('screen.loading')} />
      </Page>
    );
  }
  if (test.isError) return <SatMessageCard kind="failed" error={test.error} />;

  const data = test.data;
  if (data.type !== 'SAT') return <SatMessageCard kind="notFound" />;
  if (data.status === 'FINISHED') return <SatTestResult testId={data.id} />;
  if (!data.module || data.module.items.length === 0) return <SatMessageCard kind="noProblems" />;
  return (
    <Box data-testid="sat-test">
      <SatTestSession key={data.id} test={data} module={data.module} />
    </Box>
  );
}
