// A message in place of a screen (nothing to solve, not found, not finished, log in first, coming soon), with ways
// onward: an icon in a circle, a heading, a line of explanation and buttons.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { IconTile } from './icon-tile';
import { Page } from './page';

export interface StatusAction {
  label: string;
  to: string;
  primary?: boolean;
  onClick?: () => void;
}

export function StatusCard({
  icon,
  overline,
  title,
  body,
  actions,
  testId,
  focusHeading = true,
}: {
  icon: ReactNode;
  /** A small line above the heading (the screen's name). */
  overline?: string;
  title: string;
  body?: string;
  actions: StatusAction[];
  testId?: string;
  /** Moves focus to the heading when the card replaces what the student was looking at. */
  focusHeading?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The card replaces the screen: a screen reader starts at its message.
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <Page maxWidth="sm">
      <Paper
        variant="outlined"
        data-testid={testId}
        sx={{
          p: { xs: 3, sm: 5 },
          borderRadius: 3,
          textAlign: 'center',
          display: 'grid',
          justifyItems: 'center',
          gap: 2,
        }}
      >
        <IconTile size={72} round sx={{ bgcolor: 'action.hover', color: 'primary.main', '& svg': { fontSize: 40 } }}>
          {icon}
        </IconTile>
        {overline && (
          <Typography variant="overline" color="text.secondary" data-translate>
            {overline}
          </Typography>
        )}
        <Typography ref={headingRef} tabIndex={-1} variant="h2" component="h1" sx={{ outline: 'none' }} data-translate>
          {title}
        </Typography>
        {body && (
          <Typography color="text.secondary" sx={{ maxWidth: 400 }} data-translate>
            {body}
          </Typography>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 1, alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {actions.map((action) => (
            <Button
              key={action.to + action.label}
              component={RouterLink}
              to={action.to}
              onClick={action.onClick}
              variant={action.primary ? 'contained' : 'outlined'}
              size="large"
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </Paper>
    </Page>
  );
}
