// A screen's content column with a heading; the shared frame of the app's simple screens.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Page({
  title,
  children,
  maxWidth = 'md',
}: {
  title?: string;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      {title && (
        <Typography variant="h1" sx={{ mb: { xs: 2, sm: 3 } }}>
          {title}
        </Typography>
      )}
      <Box>{children}</Box>
    </Container>
  );
}
