// The desktop top bar's account menu: the entries of /more (which phones reach from the tab bar), so a student at a
// desktop reaches the account, the password, settings, notices, membership and logout from every page.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The list loads the first time the menu opens.
const AccountMenuItems = lazy(() => import('./account-menu-items'));

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the list stays mounted, so closing it keeps its transition and returns the focus.
  const [used, setUsed] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor != null;
  const label = t('nav.accountOf', { name });
  return (
    <>
      <Button
        id={buttonId}
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
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
      {used && (
        <Suspense fallback={null}>
          <AccountMenuItems
            anchor={anchor}
            menuId={menuId}
            label={label}
            onClose={() => setAnchor(null)}
            email={email}
            canChangePassword={canChangePassword}
            paths={paths}
            onLinkClick={onLinkClick}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
