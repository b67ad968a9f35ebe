// /more: the menu behind the mobile "more" link and tab: the student's account, settings, the sample problems,
// alerts, notices (with the number unread), the help center, membership, the operator tools (operators only), and
// logout.
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkListItem } from '../../components/link-list-item';
import { Page } from '../../components/page';
import { AccountCard } from '../../features/auth/components/account-card';
import { logout } from '../../features/session/lib/session-actions';
import { useSessionStore } from '../../lib/session-store';
import { unreadNoticesQuery } from '../../features/support/api/get-unread-notices';
import { appPaths } from '../../lib/paths';

export default function MoreRoute() {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const { t: ts } = useTranslation('support');
  const isOperator = useSessionStore((s) => s.user?.role === 'operator');
  const unread = useQuery(unreadNoticesQuery).data?.count ?? 0;
  return (
    <Page title={t('more.title')} maxWidth="sm">
      <Stack spacing={2}>
        <AccountCard />
        <Paper variant="outlined" component="nav" aria-label={th('more.menu')}>
          <List disablePadding>
            <LinkListItem
              to={appPaths.settings}
              icon={<SettingsOutlinedIcon />}
              primary={t('more.settings')}
              secondary={t('more.settingsHint')}
            />
            <LinkListItem
              to={appPaths.alerts}
              icon={<NotificationsNoneOutlinedIcon />}
              primary={th('more.alerts')}
              secondary={th('more.alertsHint')}
            />
            <LinkListItem
              to={appPaths.sample}
              icon={<QuizOutlinedIcon />}
              primary={th('more.sample')}
              secondary={th('more.sampleHint')}
            />
            <LinkListItem
              to={appPaths.notices}
              icon={
                unread > 0 ? (
                  // The count is also in the entry's text, which screen readers read; the badge is for the eye.
                  <Badge
                    badgeContent={unread}
                    color="error"
                    max={99}
                    data-testid="notices-unread"
                    slotProps={{ badge: { 'aria-hidden': true } }}
                  >
                    <CampaignOutlinedIcon />
                  </Badge>
                ) : (
                  <CampaignOutlinedIcon />
                )
              }
              primary={th('more.notices')}
              secondary={unread > 0 ? ts('more.unread', { count: unread }) : th('more.noticesHint')}
            />
            <LinkListItem
              to={appPaths.support}
              icon={<HelpOutlineRoundedIcon />}
              primary={th('more.support')}
              secondary={th('more.supportHint')}
            />
            <LinkListItem
              to={appPaths.membership}
              icon={<CardMembershipOutlinedIcon />}
              primary={th('more.membership')}
              secondary={th('more.membershipHint')}
            />
            {isOperator && (
              <LinkListItem
                to={appPaths.operator}
                icon={<AdminPanelSettingsOutlinedIcon />}
                primary={ts('more.operator')}
                secondary={ts('more.operatorHint')}
              />
            )}
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
