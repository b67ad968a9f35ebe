// The mobile tab bar (spec §2): a labelled <nav>, shown by the shell only at widths up to 700 px when logged in. It
// steps aside while MathLive's touch keypad is open: the keypad sits at the bottom of the screen too, and a tap meant
// for its last row (0, the decimal point, =) would otherwise land on a tab and leave the problem.
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useSyncExternalStore, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BOTTOM_TAB_PATHS, BOTTOM_TABS, bottomTabFor, type BottomTab } from './chrome';

const ICONS: Record<BottomTab, ReactElement> = {
  home: <HomeOutlinedIcon />,
  learning: <AutoStoriesOutlinedIcon />,
  solve: <EditNoteOutlinedIcon />,
  analytics: <InsightsOutlinedIcon />,
  more: <MoreHorizIcon />,
};

// MathLive adds its keypad to <body> as `.ML__keyboard` when it opens and removes it when it closes. Watching <body>'s
// children (not the whole tree) keeps this cheap, and needs nothing from MathLive, which loads only with a math field.
const KEYPAD_SELECTOR = 'body > .ML__keyboard';

function subscribeToKeypad(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

const keypadOpen = () => document.querySelector(KEYPAD_SELECTOR) !== null;

function useKeypadOpen(): boolean {
  return useSyncExternalStore(subscribeToKeypad, keypadOpen, () => false);
}

export interface BottomBarProps {
  pathname: string;
  hasUser: boolean;
  onNavigate(path: string): void;
  onRequireLogin(): void;
}

export function BottomBar({ pathname, hasUser, onNavigate, onRequireLogin }: BottomBarProps) {
  const { t } = useTranslation();
  const keypad = useKeypadOpen();
  const labels: Record<BottomTab, string> = {
    home: t('nav.home'),
    learning: t('nav.learning'),
    solve: t('nav.solve'),
    analytics: t('nav.analytics'),
    more: t('nav.more'),
  };
  if (keypad) return null;
  return (
    <Paper
      component="nav"
      aria-label={t('nav.bottom')}
      elevation={0}
      data-testid="bottom-bar"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        borderRadius: 0,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        showLabels
        value={bottomTabFor(pathname)}
        onChange={(_, tab: BottomTab) => {
          if (tab !== 'home' && !hasUser) onRequireLogin();
          else onNavigate(BOTTOM_TAB_PATHS[tab]);
        }}
      >
        {BOTTOM_TABS.map((tab) => (
          <BottomNavigationAction
            key={tab}
            value={tab}
            label={labels[tab]}
            icon={ICONS[tab]}
            aria-current={bottomTabFor(pathname) === tab ? 'page' : undefined}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
