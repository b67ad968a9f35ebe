// Placeholder until the account screens are built; the router loads this file's default export.
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export default function TermUseRoute() {
  const { t } = useTranslation();
  return <ComingSoon screenTitle={t('screens.terms')} backTo="/preview" backLabel={t('comingSoon.backPreview')} />;
}
