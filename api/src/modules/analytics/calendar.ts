// The student's calendar: the time zone a request names in its `timezone` header, the student's today, and
// arithmetic on calendar days written YYYY-MM-DD (weeks start on Monday). Pure apart from reading Intl.
import { badRequest } from '../../lib/app-error.js';

/** The zone used when a request names none. */
export const FALLBACK_TIMEZONE = 'UTC';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// IANA names only (Asia/Seoul, America/Argentina/Buenos_Aires, Etc/GMT+9, UTC). Offsets such as +09:00, which newer
// runtimes accept, are refused: PostgreSQL reads a bare offset with the opposite (POSIX) sign.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  const known = formatters.get(zone);
  if (known) return known;
  if (zone.length > 64 || !ZONE_NAME.test(zone)) return null;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Only valid zones are remembered, so junk cannot grow the map.
    formatters.set(zone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** The zone's canonical name (asia/seoul → Asia/Seoul), or null when it is not an IANA time zone. */
export function canonicalTimezone(zone: string): string | null {
  return formatterFor(zone)?.resolvedOptions().timeZone ?? null;
}

/** The zone of a request's `timezone` header: UTC when absent, a 400 naming the header when it is not a zone. */
export function timezoneFromHeader(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return FALLBACK_TIMEZONE;
  const zone = canonicalTimezone(value);
  if (!zone) {
    throw badRequest(`timezone: "${value.slice(0, 64)}" is not a time zone; send an IANA name such as Asia/Seoul`);
  }
  return zone;
}

/** The calendar day of an instant in the zone (a zone canonicalTimezone accepted). */
export function dayIn(zone: string, at: Date): string {
  const formatter = formatterFor(zone);
  if (!formatter) throw new Error(`unknown time zone ${zone}`);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatter.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

function toUtc(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  return fromUtc(toUtc(text)) === text;
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** The same day of the month `months` later (or earlier), clamped to the month's last day (Aug 31 − 6 → Feb 28). */
export function addMonths(day: string, months: number): string {
  const date = new Date(toUtc(day));
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const firstDate = new Date(first);
  const lastDay = new Date(Date.UTC(firstDate.getUTCFullYear(), firstDate.getUTCMonth() + 1, 0)).getUTCDate();
  return fromUtc(first + (Math.min(date.getUTCDate(), lastDay) - 1) * DAY_MS);
}

/** The Monday on or before the day. */
export function weekStart(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}
