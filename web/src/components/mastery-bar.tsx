// A unit's mastery drawn as a bar: the model's band as a tinted stretch on a track, and the estimate on it, either as
// a filled length (records, shared reports) or as a round marker between light ticks at the limits a report decides
// by (the diagnostic report). Decorative: the words beside it say the same.
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { masteryLevel, percent, type MasteryLevel, type UnitMastery } from '../lib/mastery';

export type BarTone = 'success' | 'primary' | 'warning' | 'error';

export const LEVEL_TONE = {
  mastered: 'success',
  almost: 'primary',
  learning: 'warning',
  practice: 'error',
} as const satisfies Record<MasteryLevel, BarTone>;

export interface BandBarProps {
  /** The band's ends and the estimate, in whole percent. */
  low: number;
  high: number;
  value: number;
  tone: BarTone;
  /** 'fill' draws the estimate as a length from 0; 'dot' as a marker on a taller track. */
  marker?: 'fill' | 'dot';
  /** Where light ticks stand, in percent. */
  ticks?: readonly number[];
  testId?: string;
}

export function BandBar({ low, high, value, tone, marker = 'fill', ticks = [], testId }: BandBarProps) {
  const height = marker === 'dot' ? 12 : 8;
  const radius = height / 2;
  return (
    <Box
      aria-hidden
      data-testid={testId}
      sx={(theme) => {
        const colour = theme.palette[tone];
        return {
          position: 'relative',
          height,
          borderRadius: radius,
          bgcolor: 'action.hover',
          '& > span': { position: 'absolute', top: 0, bottom: 0 },
          '& > .band': {
            left: `${low}%`,
            width: `${Math.max(high - low, 2)}%`,
            borderRadius: radius,
            bgcolor: alpha(colour.main, 0.35),
          },
          '& > .tick': { width: 2, bgcolor: 'divider' },
          '& > .value':
            marker === 'dot'
              ? {
                  // The marker stays inside the bar at 0% and 100%.
                  left: `clamp(0px, calc(${value}% - 7px), calc(100% - 14px))`,
                  top: -3,
                  bottom: -3,
                  width: 14,
                  borderRadius: '50%',
                  bgcolor: colour.dark,
                  border: `2px solid ${theme.palette.background.paper}`,
                }
              : { left: 0, width: `${value}%`, borderRadius: radius, bgcolor: colour.main },
        };
      }}
    >
      {ticks.map((tick) => (
        <span key={tick} className="tick" style={{ left: `${tick}%` }} />
      ))}
      <span className="band" />
      <span className="value" />
    </Box>
  );
}

/** A unit's estimate as a length on its band, in the colour of its level. */
export function MasteryBar({ unit }: { unit: Pick<UnitMastery, 'mastery' | 'low' | 'high'> }) {
  return (
    <BandBar
      low={percent(unit.low)}
      high={percent(unit.high)}
      value={percent(unit.mastery)}
      tone={LEVEL_TONE[masteryLevel(unit.mastery)]}
    />
  );
}
