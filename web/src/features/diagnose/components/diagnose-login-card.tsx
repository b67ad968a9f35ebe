// What a visitor sees on the diagnostic's setup: a saved diagnostic needs an account, so log in (and come back
// here), or try the short sample diagnostic without one.
import { useTranslation } from 'react-i18next';
import { LoginCard } from '../../../components/login-card';
import { diagnosePaths } from '../lib/diagnose-links';

export function DiagnoseLoginCard() {
  const { t } = useTranslation('diagnose');
  return (
    <LoginCard
      overline={t('setup.title')}
      title={t('visitor.title')}
      body={t('visitor.body')}
      login={t('visitor.login')}
      instead={{ label: t('visitor.sample'), to: diagnosePaths.sample }}
    />
  );
}
