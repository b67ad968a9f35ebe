// Stores analytics events; the only module code that touches the events table.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { events, type NewEventRow } from '../../db/schema/events.js';

export async function insertEvent(db: Db, row: NewEventRow): Promise<{ id: string }> {
  const [inserted] = await db.insert(events).values(row).returning({ id: events.id });
  if (!inserted) throw new Error('the event was not stored');
  return inserted;
}

/** Withdrawal: the student's events stay for usage counts but no longer name them. */
export async function erase(db: Db, userId: string): Promise<void> {
  await db.update(events).set({ userId: null }).where(eq(events.userId, userId));
}
