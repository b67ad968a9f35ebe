// /more: the menu behind the mobile "more" link and tab: the student's account, settings, the sample problems,
// notices, the help center and membership (these three say 'Coming soon' until they are built), and logout.
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import LogoutIcon from '@mui/icons-material/Logout';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../components/page';
import { AccountCard } from '../../features/auth/components/account-card';
import { logout } from '../../features/session/lib/session-actions';
import { appPaths } from '../../lib/paths';

/** An entry a later release builds: shown, not clickable, marked 'Coming soon'. */
function SoonItem({ icon, primary, secondary }: { icon: ReactNode; primary: string; secondary: string }) {
  const { t } = useTranslation();
  return (
    <ListItem divider sx={{ py: 2 }} data-testid="more-coming-soon">
      <ListItemIcon sx={{ color: 'text.secondary' }}>{icon}</ListItemIcon>
      <ListItemText primary={primary} secondary={secondary} />
      <Chip label={t('messages.comingSoon')} size="small" variant="outlined" />
    </ListItem>
  );
}

export default function MoreRoute() {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  return (
    <Page title={t('more.title')} maxWidth="sm">
      <Stack spacing={2}>
        <AccountCard />
        <Paper variant="outlined" component="nav" aria-label={th('more.menu')}>
          <List disablePadding>
            <ListItem disablePadding divider>
              <ListItemButton component={RouterLink} to={appPaths.settings} sx={{ py: 2 }}>
                <ListItemIcon>
                  <SettingsOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary={t('more.settings')} secondary={t('more.settingsHint')} />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding divider>
              <ListItemButton component={RouterLink} to={appPaths.sample} sx={{ py: 2 }}>
                <ListItemIcon>
                  <QuizOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary={th('more.sample')} secondary={th('more.sampleHint')} />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
            <SoonItem icon={<CampaignOutlinedIcon />} primary={th('more.notices')} secondary={th('more.noticesHint')} />
            <SoonItem
              icon={<HelpOutlineRoundedIcon />}
              primary={th('more.support')}
              secondary={th('more.supportHint')}
            />
            <SoonItem
              icon={<CardMembershipOutlinedIcon />}
              primary={th('more.membership')}
              secondary={th('more.membershipHint')}
            />
            <ListItem disablePadding>
              <ListItemButton onClick={() => void logout()} sx={{ py: 2 }}>
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary={t('more.logout')} secondary={t('more.logoutHint')} />
              </ListItemButton>
            </ListItem>
          </List>
        </Paper>
      </Stack>
    </Page>
  );
}
