// The module clock: a module ends at the server's start time plus its minutes. This device's clock may be off, so the
// deadline is moved by the difference measured when the module began (the server stamps a module's start as it
// answers, so the moment the answer arrives is the server's start time on this device's clock).

/** The timer warns this long before the end (and shows itself even when hidden). */
export const WARNING_MS = 5 * 60 * 1000;

/** The deadline on this device's clock, in ms since the epoch. */
export function moduleDeadline(startedAt: string, minutes: number, skewMs = 0): number {
  return Date.parse(startedAt) + minutes * 60_000 + skewMs;
}

/**
 * This device's clock minus the server's, from a module that began just now: when the answer that began it
 * arrived (`receivedAt`, this device's clock) and the start the server stamped on it.
 */
export function clockSkew(startedAt: string, receivedAt: number): number {
  const skew = receivedAt - Date.parse(startedAt);
  return Number.isFinite(skew) ? skew : 0;
}

export type TimerPhase = 'running' | 'warning' | 'over';

export function timerPhase(remainingMs: number): TimerPhase {
  if (remainingMs <= 0) return 'over';
  return remainingMs <= WARNING_MS ? 'warning' : 'running';
}

/** Whole seconds left, rounded up: the clock reads 0:00 only when the time is really over. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** m:ss (or h:mm:ss) of a number of seconds. */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const ss = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
