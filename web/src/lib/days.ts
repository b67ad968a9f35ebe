// Calendar days written YYYY-MM-DD (spec §9). Days from the api are already the student's own; an instant (an ISO
// date-time) is shown as the day it fell on where the reader is. Arithmetic on days runs in UTC, so it never meets a
// daylight-saving gap.

const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of an instant, YYYY-MM-DD. */
export function localDay(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function toUtc(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

function fromUtc(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday, as the api counts them. */
export function weekdayOf(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

/** Days from one day to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** A month's short name in the reader's language ('Mar', '3월'). */
export function shortMonthName(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { month: 'short', timeZone: 'UTC' }).format(
    new Date(toUtc(day)),
  );
}

/** A weekday's name in the reader's language, long or short, for a weekday index (0 = Monday). */
export function weekdayName(index: number, language: string, width: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
}
