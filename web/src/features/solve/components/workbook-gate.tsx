// Loads the workbook named by ?id= for a solving screen: a visitor sees the login card, a bad or unknown id a clear
// message, a workbook of another kind moves to its own screen, and a finished one goes to its results.
import type { Workbook } from '@mathbridge/contract';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page';
import { HttpError } from '../../../lib/http';
import { useSessionStore } from '../../../lib/session-store';
import { useWorkbook } from '../api/get-workbook';
import { resultPath, solvePaths, testPath, workbookPath, type SolveVariant } from '../../../lib/solve-links';
import { LoadingBlock } from '../../../components/loading-block';
import { LoginRequiredCard } from './login-required-card';
import { StatusCard } from '../../../components/status-card';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ?id= of a workbook or results URL, when it looks like an id. */
export function useWorkbookIdParam(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return UUID.test(id) ? id : null;
}

export function InvalidAccessCard() {
  const { t } = useTranslation('solve');
  const { t: tc } = useTranslation();
  return (
    <StatusCard
      icon={<ReportProblemOutlinedIcon />}
      title={tc('messages.invalidAccess')}
      body={t('errors.invalidLink')}
      actions={[
        { label: t('list.title'), to: solvePaths.list, primary: true },
        { label: t('common.goStudy'), to: solvePaths.study },
      ]}
    />
  );
}

export function LoadFailedCard({ error }: { error: unknown }) {
  const { t } = useTranslation('solve');
  const { t: tc } = useTranslation();
  const notFound = error instanceof HttpError && error.status === 404;
  return (
    <StatusCard
      icon={notFound ? <SearchOffRoundedIcon /> : <ReportProblemOutlinedIcon />}
      title={notFound ? tc('messages.recordNotFound') : t('errors.loadFailed')}
      body={notFound ? t('errors.notFoundBody') : error instanceof Error ? error.message : undefined}
      actions={[
        { label: t('list.title'), to: solvePaths.list, primary: true },
        { label: t('common.goStudy'), to: solvePaths.study },
      ]}
    />
  );
}

export function WorkbookGate({
  variant,
  children,
}: {
  variant: SolveVariant;
  children: (workbook: Workbook) => ReactNode;
}) {
  const { t } = useTranslation('solve');
  const id = useWorkbookIdParam();
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const workbook = useWorkbook(id ?? '', { enabled: id != null && loginStatus === 'LOGIN' });

  if (loginStatus !== 'LOGIN') return <LoginRequiredCard />;
  if (!id) return <InvalidAccessCard />;
  if (workbook.isPending) {
    return (
      <Page maxWidth="md">
        <LoadingBlock label={t('common.loading')} />
      </Page>
    );
  }
  if (workbook.isError) return <LoadFailedCard error={workbook.error} />;

  const data = workbook.data;
  // A level, diagnostic or SAT test has screens of its own.
  if (data.testType) return <Navigate to={testPath(data.testType, data.id, data.finishedAt !== null)} replace />;
  if (data.finishedAt) return <Navigate to={resultPath(data.id)} replace />;
  const fits = data.kind === variant || (data.kind === 'test' && variant === 'sheet');
  if (!fits) return <Navigate to={workbookPath(data.kind, data.id)} replace />;
  return <>{children(data)}</>;
}
