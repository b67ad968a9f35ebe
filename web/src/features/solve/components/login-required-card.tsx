// What a visitor sees on a solving URL: solving is saved per student, so log in first, or try the public samples.
import { useTranslation } from 'react-i18next';
import { LoginCard } from '../../../components/login-card';

export function LoginRequiredCard() {
  const { t } = useTranslation('solve');
  const instead = { label: t('visitor.samples'), to: '/sample/preVer2' };
  return <LoginCard title={t('visitor.title')} body={t('visitor.body')} login={t('visitor.login')} instead={instead} />;
}
