// /user/webview: the login screen laid out for the native app's webview.
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export default function WebviewLoginRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout variant="webview" title={t('login.title')} subtitle={t('webview.subtitle')}>
      <LoginForm variant="webview" />
    </AuthLayout>
  );
}
