// /user/forgotPassword: mails a temporary password; the answer is the same whether or not the account exists.
import { EmailRequestSchema } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { forgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { FormAlert } from '../components/form-alert';
import { describeAuthError, fieldErrors } from '../lib/auth-messages';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const parsed = EmailRequestSchema.safeParse({ email });
    setErrors(fieldErrors(parsed.error, t));
    if (!parsed.success) return;
    setBusy(true);
    try {
      await forgotPassword(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (error) {
      setProblem(describeAuthError(error, t, t('messages.oauthFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.intro')}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={problem} />
        <FormAlert severity="success" message={sentTo ? t('forgot.sent', { email: sentTo }) : null} />
        <EmailField value={email} onValueChange={setEmail} error={errors.email} />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ py: 1.5 }}>
          {t('forgot.submit')}
        </Button>
        <Button component={RouterLink} to={appPaths.login} variant="text">
          {t('common.backToLogin')}
        </Button>
      </Box>
    </AuthLayout>
  );
}
