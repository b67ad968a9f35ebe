// The slim sticky header of the full-screen routes that hide the top bar (the unit lesson, the chat): a back button,
// the screen's title on one line, and an optional action at the end.
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface ScreenHeaderProps {
  backLabel: string;
  /** Where the back button goes: a path, or a handler (e.g. back in history). */
  back: string | (() => void);
  title: ReactNode;
  /** The title's element: h1 where it names the screen, p where the screen has its own heading. */
  titleComponent?: 'h1' | 'p';
  action?: ReactNode;
}

export function ScreenHeader({ backLabel, back, title, titleComponent = 'h1', action }: ScreenHeaderProps) {
  const backProps =
    typeof back === 'string' ? { component: RouterLink, to: back } : { onClick: back, component: 'button' as const };
  return (
    <Box
      component="header"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 0,
        zIndex: 2,
      }}
    >
      <Container
        maxWidth="md"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 56, px: { xs: 1, sm: 3 } }}
      >
        <IconButton aria-label={backLabel} sx={{ width: 48, height: 48 }} {...backProps}>
          <ArrowBackRoundedIcon />
        </IconButton>
        <Typography component={titleComponent} sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        {action}
      </Container>
    </Box>
  );
}
