// A short list of points, each with an icon before its line: what a test is like before the student starts it.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { withSx, type StyledChildren } from '../lib/sx';

export function PointList({ label, sx, children }: StyledChildren & { label?: string }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={withSx({ listStyle: 'none', p: 0, m: 0 }, sx)}>
      {children}
    </Stack>
  );
}

export function Point({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.dark', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Typography component="span">{children}</Typography>
    </Box>
  );
}
