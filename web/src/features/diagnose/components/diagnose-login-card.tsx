// What a visitor sees on the diagnostic's setup: a saved diagnostic needs an account, so log in (and come back
// here), or try the short sample diagnostic without one.
import { STORAGE_KEYS } from '@mathbridge/contract';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { StatusCard } from '../../../components/status-card';
import { appPaths } from '../../../lib/paths';
import { writeStorage } from '../../../lib/storage';
import { diagnosePaths } from '../lib/diagnose-links';

export function DiagnoseLoginCard() {
  const { t } = useTranslation('diagnose');
  const { pathname, search } = useLocation();
  return (
    <StatusCard
      testId="login-required"
      icon={<LockOpenRoundedIcon />}
      overline={t('setup.title')}
      title={t('visitor.title')}
      body={t('visitor.body')}
      actions={[
        {
          label: t('visitor.login'),
          to: appPaths.login,
          primary: true,
          // After the login the student comes back here.
          onClick: () => writeStorage(STORAGE_KEYS.backUrlPath, `${pathname}${search}`),
        },
        { label: t('visitor.sample'), to: diagnosePaths.sample },
      ]}
    />
  );
}
