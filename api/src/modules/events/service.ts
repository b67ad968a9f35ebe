// Records an analytics event as the app sent it, for the user the route authenticated (the body's userId is not
// trusted); blank optional fields are stored as null.
import type { AnalyticsEvent, AnalyticsEventAccepted } from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import { insertEvent } from './repository.js';

const blankToNull = (value: string | null | undefined): string | null =>
  value == null || value.trim() === '' ? null : value;

export class EventsService {
  constructor(private readonly db: Db) {}

  async record(event: AnalyticsEvent, userId: string | null): Promise<AnalyticsEventAccepted> {
    const isSearch = event.name === 'search';
    return insertEvent(this.db, {
      name: event.name,
      userId,
      language: event.language,
      translationCode: blankToNull(event.translationCode),
      pageLocation: event.pageLocation,
      pageReferrer: blankToNull(event.pageReferrer),
      search: isSearch ? blankToNull(event.search) : null,
      searchType: isSearch ? blankToNull(event.searchType) : null,
      occurredAt: event.occurredAt ? new Date(event.occurredAt) : null,
    });
  }
}
