// A unit's mastery drawn as a bar: the band as a tinted stretch, the estimate as a marker, and light ticks at the
// limits the report decides by (a gap below 50%, mastered from 80%). Decorative: the words beside it say the same.
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { LIKELY_FROM, MAYBE_FROM, type MasteryBand, type StatusColour } from '../lib/report-words';

export function MasteryBar({ band, tone }: { band: MasteryBand; tone: StatusColour }) {
  return (
    <Box
      aria-hidden
      data-testid="mastery-bar"
      sx={(theme) => {
        const colour = theme.palette[tone].main;
        return {
          position: 'relative',
          height: 12,
          borderRadius: 6,
          bgcolor: 'action.hover',
          '& > span': { position: 'absolute', top: 0, bottom: 0 },
          '& > .band': {
            left: `${band.low}%`,
            width: `${Math.max(band.high - band.low, 2)}%`,
            borderRadius: 6,
            bgcolor: alpha(colour, 0.35),
          },
          '& > .tick': { width: 2, bgcolor: 'divider' },
          '& > .value': {
            // The marker stays inside the bar at 0% and 100%.
            left: `clamp(0px, calc(${band.percent}% - 7px), calc(100% - 14px))`,
            top: -3,
            bottom: -3,
            width: 14,
            borderRadius: '50%',
            bgcolor: theme.palette[tone].dark,
            border: `2px solid ${theme.palette.background.paper}`,
          },
        };
      }}
    >
      <span className="tick" style={{ left: `${MAYBE_FROM * 100}%` }} />
      <span className="tick" style={{ left: `${LIKELY_FROM * 100}%` }} />
      <span className="band" />
      <span className="value" />
    </Box>
  );
}
