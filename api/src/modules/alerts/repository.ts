// Reads and writes of the alert tables. Every read and change names the student, so no one reaches another's alerts.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import {
  alerts,
  alertSettings,
  alertZones,
  pushSubscriptions,
  type AlertRow,
  type AlertSettingRow,
  type PushSubscriptionRow,
} from '../../db/schema/index.js';
import { lastAnswersSince } from '../practice/repository.js';
import type { AlertKind } from './notify.js';

export async function listAlerts(db: Db, userId: string, page: number, size: number): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(size)
    .offset((page - 1) * size);
}

export async function countAlerts(db: Db, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${alerts.readAt} is null)::int` })
    .from(alerts)
    .where(eq(alerts.userId, userId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Marks the student's alert read (the first time stays); false when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set({ readAt: sql`coalesce(${alerts.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(alerts)
    .set({ readAt: at })
    .where(and(eq(alerts.userId, userId), isNull(alerts.readAt)))
    .returning({ id: alerts.id });
  return rows.length;
}

export async function settingsOf(db: Db, userIds: readonly string[]): Promise<AlertSettingRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(alertSettings)
    .where(inArray(alertSettings.userId, [...userIds]));
}

export async function saveSetting(
  db: Db,
  userId: string,
  kind: AlertKind,
  value: { push: boolean; email: boolean },
): Promise<void> {
  await db
    .insert(alertSettings)
    .values({ userId, kind, ...value })
    .onConflictDoUpdate({
      target: [alertSettings.userId, alertSettings.kind],
      set: { ...value, updatedAt: new Date() },
    });
}

export async function subscriptionsOf(db: Db, userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}

/** Keeps a browser's subscription; a browser that was another student's (a shared computer) becomes this one's. */
export async function saveSubscription(
  db: Db,
  userId: string,
  value: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...value })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: value.p256dh, auth: value.auth, createdAt: new Date() },
    });
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service says this browser is gone (404/410). */
export async function dropSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function saveZone(db: Db, userId: string, timezone: string): Promise<void> {
  await db
    .insert(alertZones)
    .values({ userId, timezone })
    .onConflictDoUpdate({
      target: alertZones.userId,
      set: { timezone, updatedAt: new Date() },
      setWhere: sql`${alertZones.timezone} <> ${timezone}`,
    });
}

export interface StudentToCheck {
  id: string;
  timezone: string | null;
  lastAt: Date;
}

/** The active students who answered since the instant, with the time zone their app last sent and their last answer. */
export async function studentsAnsweredSince(db: Db, since: Date): Promise<StudentToCheck[]> {
  const result = await db.execute(sql`
    select u.id, z.timezone, l.last_at
    from users u
      join ${lastAnswersSince(since)} l on l.user_id = u.id
      left join alert_zones z on z.user_id = u.id
    where u.status = 'active'
  `);
  return rowsOf<{ id: string; timezone: string | null; last_at: string | Date }>(result).map((row) => ({
    id: row.id,
    timezone: row.timezone,
    // The driver gives timestamps as strings (PGlite) or Dates (pg); both parse.
    lastAt: new Date(row.last_at),
  }));
}

/** The alerts made once a day since the instant, as `userId|dedupeKey`. */
export async function dedupeKeysSince(db: Db, since: Date): Promise<Set<string>> {
  const rows = await db
    .select({ userId: alerts.userId, dedupeKey: alerts.dedupeKey })
    .from(alerts)
    .where(and(isNotNull(alerts.dedupeKey), gte(alerts.createdAt, since)));
  return new Set(rows.map((row) => `${row.userId}|${row.dedupeKey}`));
}

/** Withdrawal: the student's alerts, settings, push subscriptions and time zone go. */
export async function erase(db: Db, userId: string): Promise<void> {
  await db.delete(alerts).where(eq(alerts.userId, userId));
  await db.delete(alertSettings).where(eq(alertSettings.userId, userId));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.delete(alertZones).where(eq(alertZones.userId, userId));
}
