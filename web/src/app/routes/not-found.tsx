// Any path the app does not know.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../components/page';
import { appPaths } from '../../lib/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')} maxWidth="sm">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.body')}
      </Typography>
      <Button component={RouterLink} to={appPaths.home} variant="contained">
        {t('comingSoon.backHome')}
      </Button>
    </Page>
  );
}
