// The page's header (spec §2). topBar: logo and the main links, or login and language for a visitor.
// solveTopBar and workTopBar: a compact bar with a back button for the solving screens.
import type { TopBarType } from '@mathbridge/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LanguageIcon from '@mui/icons-material/Language';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { AccountMenu } from './account-menu';
import { LazyTooltip } from './lazy-tooltip';
import { Logo } from './logo';

export interface TopBarProps {
  variant: Exclude<TopBarType, 'none'>;
  loggedIn: boolean;
  /** The logged-in student, for the desktop account menu. */
  account: { name: string; email: string; hasPassword: boolean } | null;
  mobile: boolean;
  /** Every link of the logged-in bar resets the paging state. */
  onLinkClick(): void;
  onOpenLanguage(): void;
  onLogout(): void;
  paths: {
    home: string;
    preview: string;
    login: string;
    study: string;
    analytics: string;
    more: string;
    settings: string;
    changePassword: string;
    sample: string;
    alerts: string;
    notices: string;
    support: string;
    membership: string;
  };
  /** Buttons a logged-in student sees before the account menu (the alert bell). */
  actions?: ReactNode;
}

const navLinkSx = {
  px: { xs: 1, sm: 1.5 },
  minWidth: 0,
  // Words stay whole: the page's wrap-anywhere rule would otherwise split 'Study' on a narrow phone.
  whiteSpace: 'nowrap',
  color: 'text.secondary',
  fontSize: { xs: '0.875rem', sm: '0.9375rem' },
  '&.active': { color: 'primary.dark', fontWeight: 700 },
} as const;

export function TopBar({
  variant,
  loggedIn,
  account,
  mobile,
  onLinkClick,
  onOpenLanguage,
  onLogout,
  paths,
  actions,
}: TopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const compact = variant !== 'topBar';
  // On a phone the solving bars keep to back, logo and the screen's name (the tab bar carries the links); a visitor
  // keeps the language and login buttons instead of the name.
  const showLinks = !(compact && mobile && loggedIn);
  const showLabel = compact && (!mobile || loggedIn);

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      data-top-bar={variant}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 1.5, sm: 3 } }}>
          {compact && (
            <IconButton edge="start" aria-label={t('nav.back')} onClick={() => navigate(-1)}>
              <ArrowBackIcon />
            </IconButton>
          )}
          <Logo
            to={loggedIn ? paths.home : paths.preview}
            onClick={loggedIn ? onLinkClick : undefined}
            // A phone's bar holds the student's links and the alert bell: the name would push More off the screen.
            markOnly={mobile && loggedIn && showLinks}
          />
          {showLabel && (
            <Typography variant="subtitle2" color="text.secondary" sx={{ ml: 1 }} noWrap>
              {variant === 'workTopBar' ? t('nav.workbook') : t('nav.solving')}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {!showLinks ? null : loggedIn ? (
            <Box component="nav" aria-label={t('nav.primary')} sx={{ display: 'flex', alignItems: 'center' }}>
              <Button component={NavLink} to={paths.study} onClick={onLinkClick} sx={navLinkSx}>
                {t('nav.study')}
              </Button>
              <Button component={NavLink} to={paths.analytics} onClick={onLinkClick} sx={navLinkSx}>
                {t('nav.analytics')}
              </Button>
              {actions}
              {mobile ? (
                <Button component={NavLink} to={paths.more} onClick={onLinkClick} sx={navLinkSx}>
                  {t('nav.more')}
                </Button>
              ) : (
                account && (
                  <AccountMenu
                    name={account.name}
                    email={account.email}
                    canChangePassword={account.hasPassword}
                    paths={paths}
                    onLinkClick={onLinkClick}
                    onLogout={onLogout}
                  />
                )
              )}
            </Box>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LazyTooltip title={t('nav.language')}>
                <IconButton aria-label={t('nav.language')} onClick={onOpenLanguage} data-testid="language-button">
                  <LanguageIcon />
                </IconButton>
              </LazyTooltip>
              <Button variant="contained" component={NavLink} to={paths.login} sx={{ px: 2.5 }}>
                {t('nav.login')}
              </Button>
            </Box>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
