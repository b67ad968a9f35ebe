// The desktop top bar's account menu: the entries of /more (which phones reach from the tab bar), so a student at a
// desktop reaches the account, the password, settings, notices, membership and logout from every page.
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export interface AccountMenuProps {
  name: string;
  email: string;
  /** Accounts made with Kakao or Google have no password to change. */
  canChangePassword: boolean;
  paths: {
    more: string;
    changePassword: string;
    settings: string;
    sample: string;
    alerts: string;
    notices: string;
    support: string;
    membership: string;
  };
  onLinkClick(): void;
  onLogout(): void;
}

export function AccountMenu({ name, email, canChangePassword, paths, onLinkClick, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const { t: ta } = useTranslation('auth');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor != null;
  const label = t('nav.accountOf', { name });
  const close = () => setAnchor(null);
  const follow = () => {
    close();
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
    <>
      <Button
        id={buttonId}
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        sx={{ ml: 1, pl: 0.75, pr: 1.25, borderRadius: 5, color: 'text.primary', textTransform: 'none', maxWidth: 220 }}
        data-testid="account-menu-button"
      >
        <Avatar
          sx={{
            width: 32,
            height: 32,
            mr: 1,
            fontSize: '0.9375rem',
            bgcolor: 'primary.dark',
            color: 'background.paper',
          }}
          aria-hidden
        >
          {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
        </Avatar>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <Menu
        anchorEl={anchor}
        open={open}
        onClose={close}
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
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary={t('nav.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}
