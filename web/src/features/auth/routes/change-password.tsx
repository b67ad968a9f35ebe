// /user/changePassword: the current (or temporary) password and a new one; forced after a temporary-password login.
import { ChangePasswordRequestSchema } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { navigateTo } from '../../session/lib/navigation';
import { refreshUser } from '../../session/lib/session-actions';
import { useSessionStore } from '../../../lib/session-store';
import { changePassword } from '../api/change-password';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { useAccountForm } from '../hooks/use-account-form';

export default function ChangePasswordRoute() {
  const { t } = useTranslation('auth');
  const loginStatus = useSessionStore((s) => s.loginStatus);
  const forced = useSessionStore((s) => s.user?.mustChangePassword ?? false);
  const { values, field, problem, busy, submit } = useAccountForm({
    name: 'change-password',
    schema: ChangePasswordRequestSchema,
    send: async (data) => {
      await changePassword(data);
      // A snackbar, not a line on this form: the form is left at once, and the message should outlive it.
      useAlertStore.getState().notify(t('change.done'));
      await refreshUser();
      navigateTo(appPaths.home, { replace: true });
    },
    fields: { oldPassword: '', newPassword: '', newPasswordConfirm: '' },
  });

  if (loginStatus !== 'LOGIN') {
    return (
      <AuthLayout title={t('change.title')} subtitle={t('change.needLogin')}>
        <Button component={RouterLink} to={appPaths.login} variant="contained" size="large" fullWidth>
          {t('login.submit')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('change.title')} subtitle={forced ? t('change.introForced') : t('change.intro')}>
      <Box component="form" noValidate onSubmit={(e) => submit(e, values)} sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={problem} />
        <PasswordField label={t('change.oldPassword')} autoComplete="current-password" {...field('oldPassword')} />
        <PasswordField
          label={t('change.newPassword')}
          autoComplete="new-password"
          helperText={t('common.passwordHint')}
          {...field('newPassword')}
        />
        <PasswordField
          label={t('change.newPasswordConfirm')}
          autoComplete="new-password"
          {...field('newPasswordConfirm')}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ py: 1.5 }}>
          {t('change.submit')}
        </Button>
      </Box>
    </AuthLayout>
  );
}
