import { describe, expect, it } from 'vitest';
import { lawnOf } from '../../../test/records-factories';
import { lawnLevel, layoutLawn, moveInLawn, streakSummary } from './lawn-layout';

describe('lawnLevel', () => {
  it('leaves a day without answers empty and shades the rest in four steps of the busiest day', () => {
    expect(lawnLevel(0, 20)).toBe(0);
    expect([1, 5, 6, 10, 11, 15, 16, 20].map((count) => lawnLevel(count, 20))).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('keeps a scale of at least 4, so one problem on the busiest day is not the darkest shade', () => {
    expect(lawnLevel(1, 1)).toBe(1);
    expect(lawnLevel(2, 2)).toBe(2);
    expect(lawnLevel(4, 3)).toBe(4);
  });
});

describe('layoutLawn', () => {
  // 2025-03-04 is a Tuesday, and the 365 days from 2024-03-05 (a Tuesday too: 2024 had 29 February) end on it.
  const layout = layoutLawn(lawnOf('2025-03-04', [3, 0, 8]));

  it('lays the year out in weeks from Monday to Sunday, with blanks before the first day and after today', () => {
    expect(layout.days).toHaveLength(365);
    expect(layout.weeks.every((week) => week.length === 7)).toBe(true);
    const first = layout.weeks[0]!;
    expect(first[0]).toBeNull();
    expect(first[1]?.date).toBe('2024-03-05');
    const last = layout.weeks.at(-1)!;
    expect(last[0]?.date).toBe('2025-03-03');
    expect(last[1]?.date).toBe('2025-03-04');
    expect(last.slice(2)).toEqual([null, null, null, null, null]);
    expect(layout.weeks).toHaveLength(53);
  });

  it('numbers the days in order and shades them by count', () => {
    const today = layout.days.at(-1)!;
    expect(today).toMatchObject({ date: '2025-03-04', count: 8, level: 4, index: 364 });
    expect(layout.days.at(-3)).toMatchObject({ count: 3, level: 2 });
    expect(layout.days.at(-2)).toMatchObject({ count: 0, level: 0 });
  });

  it('puts each month label over the weeks that start in it', () => {
    expect(layout.months[0]).toMatchObject({ day: '2024-03-05', column: 0 });
    const april = layout.months.find((month) => month.day.startsWith('2024-04'));
    expect(april?.day).toBe('2024-04-01');
    expect(layout.months.reduce((sum, month) => sum + month.span, 0)).toBe(53);
  });

  it('says where each shade starts, for the legend', () => {
    expect(layout.thresholds).toEqual([1, 3, 5, 7]);
    expect(layoutLawn(lawnOf('2025-03-04', [20])).thresholds).toEqual([1, 6, 11, 16]);
  });
});

describe('moveInLawn', () => {
  it('moves a day up and down, a week left and right, and stays inside the year', () => {
    expect(moveInLawn(100, 'ArrowDown', 365)).toBe(101);
    expect(moveInLawn(100, 'ArrowUp', 365)).toBe(99);
    expect(moveInLawn(100, 'ArrowRight', 365)).toBe(107);
    expect(moveInLawn(100, 'ArrowLeft', 365)).toBe(93);
    expect(moveInLawn(362, 'ArrowRight', 365)).toBe(364);
    expect(moveInLawn(3, 'ArrowLeft', 365)).toBe(0);
    expect(moveInLawn(100, 'Home', 365)).toBe(0);
    expect(moveInLawn(100, 'End', 365)).toBe(364);
    expect(moveInLawn(100, 'PageDown', 365)).toBe(128);
    expect(moveInLawn(100, 'a', 365)).toBeNull();
  });
});

describe('streakSummary', () => {
  it('asks for a first problem when no streak runs', () => {
    expect(streakSummary(lawnOf('2025-03-04', [2, 0], { longestStreak: 4 }))).toEqual({
      current: 0,
      longest: 4,
      today: false,
      note: 'start',
    });
  });

  it('asks to keep a streak going when nothing is solved yet today', () => {
    expect(streakSummary(lawnOf('2025-03-04', [1, 1, 0], { currentStreak: 2, longestStreak: 5 })).note).toBe(
      'keepGoing',
    );
  });

  it('cheers a streak that is the longest so far, and a day already done', () => {
    expect(streakSummary(lawnOf('2025-03-04', [1, 2, 3], { currentStreak: 3, longestStreak: 3 })).note).toBe('record');
    expect(streakSummary(lawnOf('2025-03-04', [1, 2, 3], { currentStreak: 3, longestStreak: 9 })).note).toBe(
      'doneToday',
    );
    // A first day is not yet a record.
    expect(streakSummary(lawnOf('2025-03-04', [1], { currentStreak: 1, longestStreak: 1 })).note).toBe('doneToday');
  });

  it('never shows a longest streak shorter than the current one', () => {
    expect(streakSummary(lawnOf('2025-03-04', [1, 1], { currentStreak: 2, longestStreak: 1 })).longest).toBe(2);
  });
});
