// E-mail and password login, shared by /user/login and the app's webview screen.
import { LoginRequestSchema } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { login } from '../api/login';
import { useAccountForm } from '../hooks/use-account-form';
import { useFinishLogin } from '../hooks/use-finish-login';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SocialButtons } from './social-buttons';

export function LoginForm({ variant = 'page' }: { variant?: 'page' | 'webview' }) {
  const { t } = useTranslation('auth');
  const finishLogin = useFinishLogin();
  const { values, field, problem, busy, submit } = useAccountForm({
    name: 'login',
    schema: LoginRequestSchema,
    send: async (data) => finishLogin(await login(data.email, data.password)),
    fallback: 'messages.loginFailed',
    fields: { email: '', password: '' },
  });

  const signupPath = variant === 'webview' ? '/user/webview/signup' : '/user/signup';
  return (
    <>
      <Box component="form" noValidate onSubmit={(e) => submit(e, values)} sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={problem} />
        <EmailField autoComplete="username" autoFocus={variant === 'page'} {...field('email')} />
        <PasswordField label={t('common.password')} autoComplete="current-password" {...field('password')} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
          <Link component={RouterLink} to="/user/forgotPassword" variant="body2">
            {t('login.forgot')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ py: 1.5 }}>
          {t('login.submit')}
        </Button>
      </Box>
      <SocialButtons origin={variant} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={signupPath} sx={{ fontWeight: 700 }}>
          {t('login.signup')}
        </Link>
      </Typography>
      {variant === 'page' && (
        <Typography variant="body2" sx={{ mt: 1.5, textAlign: 'center' }}>
          <Link component={RouterLink} to={appPaths.preview} color="text.secondary">
            {t('login.preview')}
          </Link>
        </Typography>
      )}
    </>
  );
}
