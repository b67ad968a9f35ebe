import { describe, expect, it } from 'vitest';
import { clockSkew, formatSeconds, moduleDeadline, secondsLeft, timerPhase, WARNING_MS } from './sat-clock';

describe('SAT module clock', () => {
  const startedAt = '2026-11-24T10:00:00.000Z';
  const start = Date.parse(startedAt);

  it("ends at the server's start plus the module's minutes, on this device's clock", () => {
    expect(moduleDeadline(startedAt, 35)).toBe(start + 35 * 60_000);
    // This device runs 90 s ahead of the server: its deadline reads 90 s later.
    const skew = clockSkew(startedAt, start + 90_000);
    expect(skew).toBe(90_000);
    expect(moduleDeadline(startedAt, 35, skew)).toBe(start + 35 * 60_000 + 90_000);
  });

  it('reads the seconds left, rounded up, and never below zero', () => {
    const deadline = start + 60_000;
    expect(secondsLeft(deadline, start)).toBe(60);
    expect(secondsLeft(deadline, start + 59_001)).toBe(1);
    expect(secondsLeft(deadline, start + 60_000)).toBe(0);
    expect(secondsLeft(deadline, start + 90_000)).toBe(0);
  });

  it('warns in the last five minutes and is over at zero', () => {
    expect(timerPhase(WARNING_MS + 1000)).toBe('running');
    expect(timerPhase(WARNING_MS)).toBe('warning');
    expect(timerPhase(1000)).toBe('warning');
    expect(timerPhase(0)).toBe('over');
  });

  it('shows m:ss, and h:mm:ss past an hour', () => {
    expect(formatSeconds(35 * 60)).toBe('35:00');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(3725)).toBe('1:02:05');
  });
});
