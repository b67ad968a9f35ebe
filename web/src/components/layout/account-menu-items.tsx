// The account menu's list (the entries of /more), loaded the first time the menu opens (account-menu.tsx): a page
// that never opens it does not carry MUI's menu, popover and modal.
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountMenuProps } from './account-menu';

export interface AccountMenuItemsProps extends Omit<AccountMenuProps, 'name'> {
  anchor: HTMLElement | null;
  menuId: string;
  label: string;
  onClose(): void;
}

export default function AccountMenuItems({
  anchor,
  menuId,
  label,
  onClose,
  email,
  canChangePassword,
  paths,
  onLinkClick,
  onLogout,
}: AccountMenuItemsProps) {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const { t: ta } = useTranslation('auth');
  const follow = () => {
    onClose();
    onLinkClick();
  };

  const link = (to: string, icon: ReactNode, primary: string, secondary?: string) => (
    <MenuItem component={RouterLink} to={to} onClick={follow}>
      <ListItemIcon>{icon}</ListItemIcon>
      {/* The secondary line stays at full contrast on the highlighted (focused) item's grey. */}
      <ListItemText primary={primary} secondary={secondary} slotProps={{ secondary: { color: 'text.primary' } }} />
    </MenuItem>
  );
  return (
    <Menu
      anchorEl={anchor}
      open={anchor != null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { id: menuId, 'aria-label': label },
        paper: { sx: { minWidth: 280, mt: 0.5 } },
      }}
    >
      {link(paths.more, <ManageAccountsOutlinedIcon />, ta('account.title'), email)}
      {canChangePassword && link(paths.changePassword, <KeyOutlinedIcon />, ta('account.changePassword'))}
      {link(paths.settings, <SettingsOutlinedIcon />, t('more.settings'))}
      {link(paths.alerts, <NotificationsNoneOutlinedIcon />, th('more.alerts'))}
      {link(paths.sample, <QuizOutlinedIcon />, th('more.sample'))}
      {link(paths.notices, <CampaignOutlinedIcon />, th('more.notices'))}
      {link(paths.support, <HelpOutlineRoundedIcon />, th('more.support'))}
      {link(paths.membership, <CardMembershipOutlinedIcon />, th('more.membership'))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary={t('nav.logout')} />
      </MenuItem>
    </Menu>
  );
}
