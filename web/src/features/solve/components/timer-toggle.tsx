// The elapsed time since a session started, ticking each second, with the switch that shows or hides it (the
// choice is kept for the next session): the solving and test session headers show it beside their way out.
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useShowTimer } from '../hooks/use-show-timer';
import { formatDuration } from '../lib/format-time';

function Clock({ since, label }: { since: number; label: (time: string) => string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = formatDuration(now - since);
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontVariantNumeric: 'tabular-nums' }}
      aria-label={label(elapsed)}
      role="timer"
    >
      <TimerOutlinedIcon aria-hidden fontSize="small" />
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {elapsed}
      </Typography>
    </Box>
  );
}

export function TimerToggle({
  since,
  toggleLabel,
  elapsedLabel,
}: {
  since: number;
  /** The switch's label. */
  toggleLabel: string;
  /** What a screen reader hears for the time, e.g. 'Elapsed time 1:05'. */
  elapsedLabel: (time: string) => string;
}) {
  const [showTimer, setShowTimer] = useShowTimer();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
      {showTimer && <Clock since={since} label={elapsedLabel} />}
      <FormControlLabel
        sx={{ mr: 0 }}
        control={<Switch size="small" checked={showTimer} onChange={(e) => setShowTimer(e.target.checked)} />}
        label={<Typography variant="body2">{toggleLabel}</Typography>}
      />
    </Stack>
  );
}
