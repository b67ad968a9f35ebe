// /user/signupAfter: a first Kakao or Google sign-in agrees to the terms and fills in the profile before the
// account exists; an e-mail the provider did not verify is verified here.
import { NameSchema, OAuthSignupRequestSchema } from '@mathbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { signup } from '../api/signup';
import { AuthLayout } from '../components/auth-layout';
import { EmailVerification, useEmailVerification } from '../components/email-verification';
import { FormAlert } from '../components/form-alert';
import { emptyProfile, ProfileFields, profileForRequest, type ProfileDraft } from '../components/profile-fields';
import { TermsAgreement, type TermsValue } from '../components/terms-agreement';
import { useAccountForm } from '../hooks/use-account-form';
import { useFinishLogin } from '../hooks/use-finish-login';
import { clearPending, readPending } from '../lib/oauth-pending';

export default function SignupAfterRoute() {
  const { t, i18n } = useTranslation('auth');
  const finishLogin = useFinishLogin();
  const [pending] = useState(readPending);
  const [variant] = useState(() =>
    new URLSearchParams(window.location.search).get('webview') === '1' ? ('webview' as const) : ('page' as const),
  );
  const [terms, setTerms] = useState<TermsValue>({ service: false, privacy: false, marketing: false });
  const emailCode = useEmailVerification(pending?.email ?? '');
  const { email, code } = emailCode;
  const [profile, setProfile] = useState<ProfileDraft>(() => {
    const draft = emptyProfile(i18n.language);
    const name = pending?.name?.replace(/\s+/g, '') ?? '';
    return NameSchema.safeParse(name).success ? { ...draft, name } : draft;
  });
  const needsEmail = !(pending?.emailVerified && pending.email);
  const { errors, problem, busy, submit } = useAccountForm({
    name: 'signup-after',
    schema: OAuthSignupRequestSchema,
    send: async (data) => {
      const accessToken = await signup(data);
      clearPending();
      await finishLogin(accessToken);
    },
    check: (found) => {
      if (needsEmail && !email) found.email ??= t('messages.invalidEmail');
      if (needsEmail && !code) found.emailCode ??= t('messages.codeRequired');
    },
  });

  if (!pending) {
    return (
      <AuthLayout title={t('signup.afterTitle')} subtitle={t('signup.afterMissing')}>
        <Button component={RouterLink} to={appPaths.login} variant="contained" size="large" fullWidth>
          {t('common.backToLogin')}
        </Button>
      </AuthLayout>
    );
  }
  const providerName = t(`signup.${pending.provider}`);
  const values = {
    method: 'oauth',
    pendingToken: pending.pendingToken,
    terms,
    ...(needsEmail ? { email, emailCode: code } : {}),
    ...profileForRequest(profile),
  };

  return (
    <AuthLayout
      variant={variant}
      title={t('signup.afterTitle')}
      subtitle={t('signup.afterIntro', { provider: providerName })}
      width="wide"
    >
      <Box component="form" noValidate onSubmit={(e) => submit(e, values)} sx={{ display: 'grid', gap: 2.5 }}>
        <FormAlert message={problem} />
        {!needsEmail && (
          <Typography variant="body2" color="text.secondary">
            {t('signup.afterEmailVerified', { email: pending.email ?? '' })}
          </Typography>
        )}
        <TermsAgreement value={terms} onChange={setTerms} error={errors.terms} />
        {needsEmail && (
          <EmailVerification {...emailCode.fieldProps} emailError={errors.email} codeError={errors.emailCode} />
        )}
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('signup.profileTitle')}
        </Typography>
        <ProfileFields value={profile} onChange={(patch) => setProfile((p) => ({ ...p, ...patch }))} errors={errors} />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ py: 1.5, mt: 1 }}>
          {t('signup.submit')}
        </Button>
      </Box>
    </AuthLayout>
  );
}
