// Time spent on a test on this device: it counts while the test is open and carries on from where it stopped when
// the student comes back (kept in browser storage under the test's id), so a test resumed tomorrow does not show a
// day gone by.
import { useEffect, useState } from 'react';

const PREFIX = 'mathbridge.testTime.';

export function readSpentMs(testId: string): number {
  try {
    const value = Number(window.localStorage.getItem(`${PREFIX}${testId}`));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function saveSpentMs(testId: string, ms: number): void {
  try {
    window.localStorage.setItem(`${PREFIX}${testId}`, String(Math.round(ms)));
  } catch {
    // Storage refused: the clock starts again on the next visit.
  }
}

/** The moment the clock would have started had the student never left (ms since the epoch). */
export function useTestClock(testId: string, running: boolean): number {
  const [since] = useState(() => Date.now() - readSpentMs(testId));
  useEffect(() => {
    if (!running) return;
    const save = () => saveSpentMs(testId, Date.now() - since);
    const timer = setInterval(save, 5000);
    window.addEventListener('pagehide', save);
    return () => {
      save();
      clearInterval(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [testId, since, running]);
  return since;
}
