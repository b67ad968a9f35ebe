// The top bar's alert bell for a logged-in student: the unread count on a badge (asked for every minute, when the
// app comes back into view, and on moving to another screen, where reading a notice may have cleared its alert),
// opening the alert centre.
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { appPaths } from '../../../lib/paths';
import { useUnreadCount } from '../api/get-unread-count';
import { syncPush } from '../lib/push';

export function TopBarAlerts() {
  const { t } = useTranslation('alerts');
  // Once per login: this browser's push subscription, if it has one, belongs to the student now logged in.
  useEffect(() => {
    void syncPush().catch(() => undefined);
  }, []);
  const query = useUnreadCount();
  const unread = query.data ?? 0;
  const { pathname } = useLocation();
  const { refetch } = query;
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <Tooltip title={t('bell')}>
      <IconButton component={RouterLink} to={appPaths.alerts} aria-label={label} data-testid="alert-bell">
        <Badge
          badgeContent={unread}
          max={99}
          color="error"
          overlap="circular"
          data-testid="alert-bell-count"
          data-count={unread}
        >
          {unread > 0 ? <NotificationsRoundedIcon /> : <NotificationsNoneRoundedIcon />}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
