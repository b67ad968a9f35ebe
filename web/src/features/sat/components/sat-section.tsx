// A section of the SAT's home and result pages: an outlined card under its own heading.
import Typography from '@mui/material/Typography';
import { Panel } from '../../../components/panel';
import { withSx, type StyledChildren } from '../../../lib/sx';

export function SatSection({
  headingId,
  title,
  testId,
  sx,
  children,
}: StyledChildren & {
  headingId: string;
  title: string;
  testId?: string;
}) {
  return (
    <Panel headingId={headingId} testId={testId} sx={withSx({ borderRadius: 3 }, sx)}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Panel>
  );
}
