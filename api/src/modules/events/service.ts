// Records an analytics event as the app sent it, for the user the route authenticated (the body's userId is not
// trusted); blank optional fields are stored as null.
import type { AnalyticsEvent, AnalyticsEventAccepted } from '@mathbridge/contract';
import type { EventsRepository } from './repository.js';

const blankToNull = (value: string | null | undefined): string | null =>
  value == null || value.trim() === '' ? null : value;

export function eventsService(repository: EventsRepository) {
  return {
    async record(event: AnalyticsEvent, userId: string | null): Promise<AnalyticsEventAccepted> {
      const isSearch = event.name === 'search';
      return repository.insert({
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
    },
  };
}
