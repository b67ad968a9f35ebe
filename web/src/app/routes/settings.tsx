// /more/settings: language, theme and the timer (kept on this device), the alert settings, and the account: password
// change and withdrawal, through the same account card as /more.
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { AccountCard } from '../../features/auth/components/account-card';
import { LanguageWidget } from '../../features/language/components/language-widget';
import { useShowTimer } from '../../features/solve/hooks/use-show-timer';
import { ThemePicker } from '../../features/theme/components/theme-picker';
import { AlertSettingsSection } from '../../features/alerts/components/alert-settings-section';

/** One card of the screen: a heading, an optional line under it, and its controls. */
function SettingsSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ mb: hint ? 1 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

export default function SettingsRoute() {
  const { t } = useTranslation();
  const [showTimer, setShowTimer] = useShowTimer();
  return (
    <Page title={t('settings.title')} maxWidth="sm">
      <Stack spacing={3}>
        <SettingsSection id="settings-language" title={t('settings.languageSection')}>
          <LanguageWidget />
        </SettingsSection>
        <SettingsSection id="settings-theme" title={t('settings.themeSection')} hint={t('settings.themeHint')}>
          <ThemePicker />
        </SettingsSection>
        <SettingsSection id="settings-timer" title={t('settings.timerSection')} hint={t('settings.timerHint')}>
          <FormControlLabel
            control={
              <Switch
                checked={showTimer}
                onChange={(event) => setShowTimer(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'settings-timer-hint' } }}
              />
            }
            label={t('settings.timerLabel')}
          />
        </SettingsSection>
        <AlertSettingsSection />
        <Stack component="section" aria-labelledby="settings-account" spacing={1}>
          <Typography id="settings-account" variant="h2">
            {t('settings.accountSection')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.accountHint')}
          </Typography>
          <AccountCard />
        </Stack>
      </Stack>
    </Page>
  );
}
