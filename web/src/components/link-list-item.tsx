// One entry of a menu list: an icon, a title with a hint, and a chevron, the whole row a link (/more, the solve
// chooser). `emphasis` draws the icon in the primary colour and the title bold, for a list of things to start.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkListItemProps {
  to: string;
  icon: ReactNode;
  primary: string;
  secondary: string;
  emphasis?: boolean;
}

export function LinkListItem({ to, icon, primary, secondary, emphasis = false }: LinkListItemProps) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={to} sx={{ py: 2 }}>
        <ListItemIcon sx={emphasis ? { color: 'primary.main' } : undefined}>{icon}</ListItemIcon>
        <ListItemText
          primary={primary}
          secondary={secondary}
          slotProps={emphasis ? { primary: { sx: { fontWeight: 700 } } } : undefined}
        />
        <ChevronRightIcon color="action" />
      </ListItemButton>
    </ListItem>
  );
}
