// A square or round tile that holds an icon, a number or a short figure beside a text, centred, hidden from screen
// readers (the text beside it says the same).
import Box from '@mui/material/Box';
import { withSx, type StyledChildren } from '../lib/sx';

export function IconTile({
  size,
  round = false,
  sx,
  children,
}: StyledChildren & {
  size: number;
  /** A circle; a tile with rounded corners unless told. */
  round?: boolean;
}) {
  return (
    <Box
      aria-hidden
      sx={withSx(
        { width: size, height: size, borderRadius: round ? '50%' : 2, display: 'grid', placeItems: 'center' },
        sx,
      )}
    >
      {children}
    </Box>
  );
}
