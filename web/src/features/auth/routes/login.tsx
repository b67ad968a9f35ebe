// /user/login: e-mail and password, Kakao and Google when configured, links to signup and password recovery.
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.welcome')}>
      <LoginForm />
    </AuthLayout>
  );
}
