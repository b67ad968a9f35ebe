// A small outlined label in a status colour, in its readable shade (the spec's status colours are too light for
// white text or text on white).
import Chip, { type ChipProps } from '@mui/material/Chip';

export type StatusTone = 'success' | 'error' | 'warning' | 'info' | 'primary' | 'neutral';

export function StatusChip({ tone, ...props }: Omit<ChipProps, 'color' | 'variant'> & { tone: StatusTone }) {
  const color = tone === 'neutral' ? 'text.secondary' : `${tone}.dark`;
  return (
    <Chip
      {...props}
      variant="outlined"
      sx={{ color, borderColor: color, fontWeight: 600, '& .MuiChip-icon': { color }, ...props.sx }}
    />
  );
}
