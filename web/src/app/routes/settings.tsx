// /more/settings: language and theme; both choices are stored on this device.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { LanguageWidget } from '../../features/language/components/language-widget';
import { ThemePicker } from '../../features/theme/components/theme-picker';
import { AlertSettingsSection } from '../../features/alerts/components/alert-settings-section';

export default function SettingsRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('settings.title')} maxWidth="sm">
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="settings-language" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="settings-language" variant="h2" sx={{ mb: 2 }}>
            {t('settings.languageSection')}
          </Typography>
          <LanguageWidget />
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="settings-theme" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="settings-theme" variant="h2" sx={{ mb: 1 }}>
            {t('settings.themeSection')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('settings.themeHint')}
          </Typography>
          <ThemePicker />
        </Paper>
        <AlertSettingsSection />
      </Stack>
    </Page>
  );
}
