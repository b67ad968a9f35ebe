// A message in place of a screen (nothing to solve, not found, not finished, log in first), with ways onward.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../../components/page';

export interface StatusAction {
  label: string;
  to: string;
  primary?: boolean;
  onClick?: () => void;
}

export function StatusCard({
  icon,
  title,
  body,
  actions,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  actions: StatusAction[];
  testId?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The card replaces the screen: a screen reader starts at its message.
  useEffect(() => headingRef.current?.focus(), []);
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
        <Box
          aria-hidden
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
            '& svg': { fontSize: 40 },
          }}
        >
          {icon}
        </Box>
        <Typography ref={headingRef} tabIndex={-1} variant="h2" component="h1" sx={{ outline: 'none' }}>
          {title}
        </Typography>
        {body && (
          <Typography color="text.secondary" sx={{ maxWidth: 400 }}>
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
