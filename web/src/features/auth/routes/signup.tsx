// /user/signup: terms, e-mail verification, password and profile.
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../components/signup-form';

export default function SignupRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.intro')} width="wide">
      <SignupForm />
    </AuthLayout>
  );
}
