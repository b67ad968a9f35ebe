// /more: the menu behind the mobile "more" link and tab: the student's account, settings and logout.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../components/page';
import { AccountCard } from '../../features/auth/components/account-card';
import { logout } from '../../features/session/lib/session-actions';
import { appPaths } from '../../lib/paths';

export default function MoreRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('more.title')} maxWidth="sm">
      <Stack spacing={2}>
        <AccountCard />
        <Paper variant="outlined">
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
