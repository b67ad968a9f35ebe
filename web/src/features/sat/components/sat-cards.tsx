// The SAT screens' messages in place of a screen: a visitor (log in, or try the free sample), a link without a test
// id, a test that is not there ('We couldn't find your record.'), one with nothing to solve, and a failed load.
import { STORAGE_KEYS } from '@mathbridge/contract';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { StatusCard } from '../../../components/status-card';
import { HttpError } from '../../../lib/http';
import { writeStorage } from '../../../lib/storage';
import { satPaths } from '../lib/sat-paths';

export function SatVisitorCard() {
  const { t } = useTranslation('sat');
  const { pathname, search } = useLocation();
  return (
    <StatusCard
      testId="sat-login-required"
      icon={<LockOpenRoundedIcon />}
      overline={t('home.overline')}
      title={t('visitor.title')}
      body={t('visitor.body')}
      actions={[
        { label: t('visitor.sample'), to: satPaths.sample, primary: true },
        {
          label: t('visitor.login'),
          to: satPaths.login,
          // After the login the student comes back here.
          onClick: () => writeStorage(STORAGE_KEYS.backUrlPath, `${pathname}${search}`),
        },
      ]}
    />
  );
}

export function SatMessageCard({
  kind,
  error,
}: {
  kind: 'invalid' | 'notFound' | 'noProblems' | 'failed';
  error?: unknown;
}) {
  const { t } = useTranslation('sat');
  const { t: tc } = useTranslation();
  const notFound = kind === 'notFound' || (error instanceof HttpError && error.status === 404);
  const title = notFound
    ? tc('messages.recordNotFound')
    : kind === 'invalid'
      ? tc('messages.invalidAccess')
      : kind === 'noProblems'
        ? tc('messages.noProblemToSolve')
        : t('errors.loadFailed');
  const body = notFound
    ? t('errors.notFoundBody')
    : kind === 'invalid'
      ? t('errors.invalidBody')
      : kind === 'noProblems'
        ? t('errors.noProblemsBody')
        : t('errors.loadFailedBody');
  return (
    <StatusCard
      testId={`sat-${notFound ? 'notFound' : kind}`}
      icon={notFound ? <SearchOffRoundedIcon /> : <ReportProblemOutlinedIcon />}
      title={title}
      body={body}
      actions={[{ label: t('errors.toSat'), to: satPaths.home, primary: true }]}
    />
  );
}
