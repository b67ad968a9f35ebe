// A unit's mastery on the diagnostic report: the band, the estimate as a marker, and light ticks at the limits the
// report decides by (a gap below 50%, mastered from 80%).
import { BandBar } from '../../../components/mastery-bar';
import { LIKELY_FROM, MAYBE_FROM, type MasteryBand, type StatusColour } from '../lib/report-words';

const TICKS = [MAYBE_FROM * 100, LIKELY_FROM * 100];

export function MasteryBar({ band, tone }: { band: MasteryBand; tone: StatusColour }) {
  return (
    <BandBar
      low={band.low}
      high={band.high}
      value={band.percent}
      tone={tone}
      marker="dot"
      ticks={TICKS}
      testId="mastery-bar"
    />
  );
}
