// What a visitor sees on a solving URL: solving is saved per student, so log in first, or try the public samples.
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@mathbridge/contract';
import { useLocation } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { writeStorage } from '../../../lib/storage';
import { StatusCard } from '../../../components/status-card';

export function LoginRequiredCard() {
  const { t } = useTranslation('solve');
  const { pathname, search } = useLocation();
  return (
    <StatusCard
      testId="login-required"
      icon={<LockOpenRoundedIcon />}
      title={t('visitor.title')}
      body={t('visitor.body')}
      actions={[
        {
          label: t('visitor.login'),
          to: appPaths.login,
          primary: true,
          // After the login the student comes back to this workbook.
          onClick: () => writeStorage(STORAGE_KEYS.backUrlPath, `${pathname}${search}`),
        },
        { label: t('visitor.samples'), to: '/sample/preVer2' },
      ]}
    />
  );
}
