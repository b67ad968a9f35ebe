// The signed-in user's account: name, e-mail and grade, a link to change the password, and withdrawal (spec §3's
// Withdraw event). Meant for the /more menu.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAlertStore } from '../../feedback/stores/alert-store';
import { deleteSession } from '../../session/api/delete-session';
import { completeWithdraw } from '../../session/lib/session-actions';
import { useSessionStore } from '../../../lib/session-store';
import { withdraw } from '../api/withdraw';
import { CHANGE_PASSWORD_PATH } from '../hooks/use-finish-login';
import { describeAuthError } from '../lib/auth-messages';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

const WITHDRAW_KEY = ['auth', 'withdraw'];

export function AccountCard() {
  const { t } = useTranslation('auth');
  const user = useSessionStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const queryClient = useQueryClient();
  const withdrawal = useMutation({
    mutationKey: WITHDRAW_KEY,
    mutationFn: async (withPassword: string | undefined) => {
      await withdraw(withPassword);
      await deleteSession().catch(() => undefined);
      setOpen(false);
      // Said before the session ends and the page moves to the login screen, where the snackbar still shows.
      useAlertStore.getState().notify(t('account.withdrawn'));
      completeWithdraw();
    },
  });
  if (!user) return null;

  const school = user.gradeClass ? t(`signup.gradeClasses.${user.gradeClass}`) : null;
  const year = user.gradeSub ? t('signup.gradeSubOption', { n: user.gradeSub }) : null;

  const problem = withdrawal.error ? describeAuthError(withdrawal.error, t, t('messages.oauthFailed')) : null;

  function confirm() {
    if (queryClient.isMutating({ mutationKey: WITHDRAW_KEY }) > 0) return;
    withdrawal.reset();
    withdrawal.mutate(user?.hasPassword ? password : undefined);
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} data-testid="account-card">
      <Typography variant="overline" color="text.secondary">
        {t('account.title')}
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }} data-testid="account-name">
        {user.name}
      </Typography>
      <Typography color="text.secondary">{user.email}</Typography>
      {school && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {year ? t('account.grade', { school, year }) : school}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {user.hasPassword && (
          <Button component={RouterLink} to={CHANGE_PASSWORD_PATH} variant="outlined">
            {t('account.changePassword')}
          </Button>
        )}
        <Button color="error" onClick={() => setOpen(true)}>
          {t('account.withdraw')}
        </Button>
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('account.withdrawTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('account.withdrawBody')}</DialogContentText>
          <FormAlert message={problem} />
          {user.hasPassword && (
            <PasswordField
              label={t('account.withdrawPassword')}
              name="withdrawPassword"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              required={false}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>{t('account.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={withdrawal.isPending || (user.hasPassword && !password)}
          >
            {t('account.withdrawConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
