// Placeholder until the account screens are built; the router loads this file's default export.
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export default function WebviewSignupRoute() {
  const { t } = useTranslation();
  return <ComingSoon screenTitle={t('screens.signup')} backTo="/preview" backLabel={t('comingSoon.backPreview')} />;
}
