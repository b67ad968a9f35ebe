// Stores analytics events; the only module code that touches the events table.
import type { Db } from '../../db/client.js';
import { events, type NewEventRow } from '../../db/schema/events.js';

export function eventsRepository(db: Db) {
  return {
    async insert(row: NewEventRow): Promise<{ id: string }> {
      const [inserted] = await db.insert(events).values(row).returning({ id: events.id });
      if (!inserted) throw new Error('the event was not stored');
      return inserted;
    },
  };
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
