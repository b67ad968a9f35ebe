// /healthcheck: whether the gateway and the api are up.
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { ServiceStatus } from '../../features/health/components/service-status';

export default function HealthcheckRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('health.title')} maxWidth="sm">
      <ServiceStatus />
    </Page>
  );
}
