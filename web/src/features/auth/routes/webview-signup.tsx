// /user/webview/signup: signup laid out for the native app's webview.
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../components/signup-form';

export default function WebviewSignupRoute() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout variant="webview" title={t('signup.title')} subtitle={t('signup.intro')} width="wide">
      <SignupForm variant="webview" />
    </AuthLayout>
  );
}
