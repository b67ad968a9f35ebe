import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDay, monthOf, weekdayOf } from './days';

describe('days', () => {
  it('writes an instant as the local day it fell on, YYYY-MM-DD', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDay(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });

  it('adds days across months and leap years, and counts Monday as the first weekday', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-03-04', -364)).toBe('2024-03-05');
    expect(weekdayOf('2025-03-03')).toBe(0);
    expect(weekdayOf('2025-03-09')).toBe(6);
    expect(daysBetween('2025-01-01', '2025-03-01')).toBe(59);
    expect(monthOf('2025-03-04')).toBe('2025-03');
  });
});
