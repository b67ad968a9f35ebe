// What a visitor sees in place of a screen that is saved per student: log in first (and come back to this very
// address afterwards), or take the way without an account the screen offers instead.
import { STORAGE_KEYS } from '@mathbridge/contract';
import LockOpenRoundedIcon from '@mui/icons-material/LockOpenRounded';
import { useLocation } from 'react-router-dom';
import { appPaths } from '../lib/paths';
import { writeStorage } from '../lib/storage';
import { StatusCard, type StatusAction } from './status-card';

export function LoginCard({
  overline,
  title,
  body,
  login,
  instead,
}: {
  overline?: string;
  title: string;
  body: string;
  /** The login button's label. */
  login: string;
  /** The way on without an account (the samples). */
  instead: StatusAction;
}) {
  const { pathname, search } = useLocation();
  return (
    <StatusCard
      testId="login-required"
      icon={<LockOpenRoundedIcon />}
      overline={overline}
      title={title}
      body={body}
      actions={[
        {
          label: login,
          to: appPaths.login,
          primary: true,
          onClick: () => writeStorage(STORAGE_KEYS.backUrlPath, `${pathname}${search}`),
        },
        instead,
      ]}
    />
  );
}
