// An outlined card that is a section of its page, named for screen readers by its heading (whose id it is given).
import Paper from '@mui/material/Paper';
import { withSx, type StyledChildren } from '../lib/sx';

export function Panel({
  headingId,
  testId,
  sx,
  children,
}: StyledChildren & {
  headingId: string;
  testId?: string;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={withSx({ p: { xs: 2.5, sm: 3 } }, sx)}
    >
      {children}
    </Paper>
  );
}
