// /user/forgotPassword: mails a temporary password; the answer is the same whether or not the account exists.
import { EmailRequestSchema } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { forgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { FormAlert } from '../components/form-alert';
import { useAccountForm } from '../hooks/use-account-form';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, field, problem, busy, submit } = useAccountForm({
    name: 'forgot-password',
    schema: EmailRequestSchema,
    send: async (data) => {
      await forgotPassword(data.email);
      setSentTo(data.email);
    },
    fields: { email: '' },
  });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.intro')}>
      <Box component="form" noValidate onSubmit={(e) => submit(e, values)} sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={problem} />
        <FormAlert severity="success" message={sentTo ? t('forgot.sent', { email: sentTo }) : null} />
        <EmailField {...field('email')} />
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
