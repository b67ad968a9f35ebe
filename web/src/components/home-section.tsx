// The frame of each home card: an outlined panel with its own heading, labelled for screen readers.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Panel } from './panel';

export function HomeSection({
  title,
  icon,
  action,
  children,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  /** A link beside the heading (e.g. 'See all'). */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Panel
      headingId={headingId}
      testId={testId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.dark' }}>
          {icon}
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', color: 'text.primary' }}>
            {title}
          </Typography>
        </Stack>
        {action}
      </Stack>
      {children}
    </Panel>
  );
}

/** A card's friendly empty or error state. */
export function SectionNote({ title, body, children }: { title?: string; body: string; children?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', flexGrow: 1 }}>
      {title && (
        <Typography variant="h3" sx={{ fontSize: '1rem' }}>
          {title}
        </Typography>
      )}
      <Typography color="text.secondary">{body}</Typography>
      {children}
    </Stack>
  );
}
