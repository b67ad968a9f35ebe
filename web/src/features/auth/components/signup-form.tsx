// E-mail signup (/user/signup and its webview twin): terms, e-mail with its verification number, password, profile.
// The contract's schema checks every field with the spec's messages before anything is sent.
import { EmailSignupRequestSchema } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { signup } from '../api/signup';
import { useAccountForm } from '../hooks/use-account-form';
import { useFinishLogin } from '../hooks/use-finish-login';
import { EmailVerification, useEmailVerification } from './email-verification';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { emptyProfile, ProfileFields, profileForRequest, type ProfileDraft } from './profile-fields';
import { TermsAgreement, type TermsValue } from './terms-agreement';

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
      {children}
    </Typography>
  );
}

export function SignupForm({ variant = 'page' }: { variant?: 'page' | 'webview' }) {
  const { t, i18n } = useTranslation('auth');
  const finishLogin = useFinishLogin();
  const [terms, setTerms] = useState<TermsValue>({ service: false, privacy: false, marketing: false });
  const emailCode = useEmailVerification();
  const [profile, setProfile] = useState<ProfileDraft>(() => emptyProfile(i18n.language));
  const { errors, values, field, problem, busy, submit } = useAccountForm({
    name: 'signup',
    schema: EmailSignupRequestSchema,
    send: async (data) => finishLogin(await signup(data)),
    onInvalid: (found) => {
      const first = Object.keys(found)[0];
      document.querySelector<HTMLElement>(`[name="${first === 'emailCode' ? 'emailCode' : first}"]`)?.focus();
    },
    onFailed: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    fields: { password: '', passwordConfirm: '' },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) =>
        submit(e, {
          method: 'email',
          email: emailCode.email,
          emailCode: emailCode.code,
          ...values,
          terms,
          ...profileForRequest(profile),
        })
      }
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <FormAlert message={problem} />
      <TermsAgreement value={terms} onChange={setTerms} error={errors.terms} />
      <SectionTitle>{t('signup.accountTitle')}</SectionTitle>
      <EmailVerification {...emailCode.fieldProps} emailError={errors.email} codeError={errors.emailCode} />
      <PasswordField
        label={t('common.password')}
        autoComplete="new-password"
        helperText={t('common.passwordHint')}
        {...field('password')}
      />
      <PasswordField label={t('common.passwordConfirm')} autoComplete="new-password" {...field('passwordConfirm')} />
      <SectionTitle>{t('signup.profileTitle')}</SectionTitle>
      <ProfileFields value={profile} onChange={(patch) => setProfile((p) => ({ ...p, ...patch }))} errors={errors} />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ py: 1.5, mt: 1 }}>
        {t('signup.submit')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link
          component={RouterLink}
          to={variant === 'webview' ? '/user/webview' : '/user/login'}
          sx={{ fontWeight: 700 }}
        >
          {t('login.submit')}
        </Link>
      </Typography>
    </Box>
  );
}
