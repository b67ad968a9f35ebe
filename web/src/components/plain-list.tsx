// A list without bullets or indent whose items sit in a grid: one column on a phone, as many as `columns` says from
// each breakpoint up.
import Box from '@mui/material/Box';
import { withSx, type StyledChildren } from '../lib/sx';

type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

function template(columns: Columns) {
  return Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, count === 1 ? '1fr' : `repeat(${count}, 1fr)`]),
  );
}

export function PlainList({
  component = 'ul',
  gap,
  columns,
  sx,
  children,
}: StyledChildren & {
  component?: 'ul' | 'ol';
  gap: number;
  columns?: Columns;
}) {
  return (
    <Box
      component={component}
      sx={withSx(
        { listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columns && template(columns) },
        sx,
      )}
    >
      {children}
    </Box>
  );
}
