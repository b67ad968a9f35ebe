import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  canonicalTimezone,
  dayIn,
  daysBetween,
  isDay,
  monthStart,
  timezoneFromHeader,
  weekStart,
} from './calendar.js';
import { streaks } from './service.js';

describe('time zones', () => {
  it('takes IANA names, canonical, and falls back to UTC when the header is absent', () => {
    expect(canonicalTimezone('Asia/Seoul')).toBe('Asia/Seoul');
    expect(canonicalTimezone('asia/seoul')).toBe('Asia/Seoul');
    expect(canonicalTimezone('America/Argentina/Buenos_Aires')).toMatch(/Buenos_Aires$/);
    expect(canonicalTimezone('Etc/GMT+9')).toBe('Etc/GMT+9');
    expect(timezoneFromHeader(undefined)).toBe('UTC');
    expect(timezoneFromHeader('  ')).toBe('UTC');
    expect(timezoneFromHeader(['America/New_York', 'Asia/Seoul'])).toBe('America/New_York');
  });

  it('refuses what is not a zone, offsets included, with a 400 that names the header', () => {
    for (const bad of ['Mars/Olympus_Mons', '+09:00', 'UTC+9', "Asia/Seoul'; drop table users", 'x'.repeat(80)]) {
      expect(canonicalTimezone(bad), bad).toBeNull();
      expect(() => timezoneFromHeader(bad)).toThrow(/^timezone: /);
    }
  });

  it('names the day an instant falls on in each zone', () => {
    const instant = new Date('2025-03-09T16:30:00Z');
    expect(dayIn('Asia/Seoul', instant)).toBe('2025-03-10');
    expect(dayIn('America/New_York', instant)).toBe('2025-03-09');
    expect(dayIn('UTC', instant)).toBe('2025-03-09');
    expect(dayIn('Pacific/Kiritimati', new Date('2025-12-31T10:30:00Z'))).toBe('2026-01-01');
  });
});

describe('calendar days', () => {
  it('checks days, adds days across months, years and leap days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-13-01')).toBe(false);
    expect(isDay('2025-1-01')).toBe(false);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-01', -364)).toBe('2024-03-02');
    expect(daysBetween('2024-12-31', '2025-01-02')).toBe(2);
    expect(daysBetween('2025-01-02', '2024-12-31')).toBe(-2);
  });

  it('moves by months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2025-08-31', -6)).toBe('2025-02-28');
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -6)).toBe('2024-09-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(monthStart('2025-03-15')).toBe('2025-03-01');
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2025-03-10')).toBe('2025-03-10'); // a Monday
    expect(weekStart('2025-03-16')).toBe('2025-03-10'); // the Sunday after
    expect(weekStart('2025-03-09')).toBe('2025-03-03');
    expect(weekStart('2025-01-01')).toBe('2024-12-30');
  });
});

describe('streaks', () => {
  it('counts the run ending today, or yesterday while today has none, and the longest run', () => {
    const today = '2025-03-10';
    expect(streaks([], today)).toEqual({ current: 0, longest: 0 });
    expect(streaks(['2025-03-08', '2025-03-09', '2025-03-10'], today)).toEqual({ current: 3, longest: 3 });
    expect(streaks(['2025-03-08', '2025-03-09'], today)).toEqual({ current: 2, longest: 2 });
    expect(streaks(['2025-03-07', '2025-03-08'], today)).toEqual({ current: 0, longest: 2 });
    const older = ['2025-02-24', '2025-02-25', '2025-02-26', '2025-02-27', '2025-02-28', '2025-03-01'];
    expect(streaks([...older, '2025-03-09', '2025-03-10'], today)).toEqual({ current: 2, longest: 6 });
    // Across a month and a year end.
    expect(streaks(['2024-12-30', '2024-12-31', '2025-01-01'], '2025-01-01')).toEqual({ current: 3, longest: 3 });
    // Days after today (a clock ahead of the server's) do not count.
    expect(streaks(['2025-03-10', '2025-03-11'], today)).toEqual({ current: 1, longest: 1 });
  });
});
