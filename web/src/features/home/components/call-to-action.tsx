// The buttons the landing and preview pages end with: samples and sign-up for a visitor, home for a student.
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LinkActions } from '../../../components/link-actions';
import { useSessionStore } from '../../../lib/session-store';
import { appPaths } from '../../../lib/paths';

export function CallToAction({
  withTour = false,
  centered = false,
  hint = true,
}: {
  withTour?: boolean;
  centered?: boolean;
  /** Says the samples need no account (leave out where the text around says so already). */
  hint?: boolean;
}) {
  const { t } = useTranslation('home');
  const loggedIn = useSessionStore((s) => s.loginStatus === 'LOGIN');
  const justify = centered ? 'center' : 'flex-start';
  const arrow = <ArrowForwardRoundedIcon />;
  if (loggedIn) {
    return (
      <LinkActions
        justify={justify}
        actions={[
          { to: appPaths.home, label: t('landing.hero.goHome'), endIcon: arrow },
          { to: appPaths.sample, label: t('landing.hero.trySamples') },
        ]}
      />
    );
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: centered ? 'center' : 'flex-start' } }}>
      <LinkActions
        justify={justify}
        actions={[
          { to: appPaths.samplePreVer2, label: t('landing.hero.trySamples'), endIcon: arrow },
          { to: appPaths.signup, label: t('landing.hero.signup') },
          { to: appPaths.login, label: t('landing.hero.login') },
        ]}
      />
      {(hint || withTour) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: justify, alignItems: 'center', flexWrap: 'wrap' }}>
          {hint && (
            <Typography variant="body2" color="text.secondary">
              {t('landing.hero.noAccount')}
            </Typography>
          )}
          {withTour && (
            <Button component={RouterLink} to={appPaths.preview} size="small">
              {t('landing.hero.tour')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
