// Analytics events (spec §3): a page view on each route change; Log In, Log Out, Withdraw and Search with the user
// and the language. Always posted to the app's own api; also to GA4 when configured.
import type { AnalyticsEvent, AnalyticsEventName } from '@mathbridge/contract';
import { useLanguageStore } from '../../language/stores/language-store';
import { useSessionStore } from '../../../lib/session-store';
import { postEvent } from '../../analytics/api/post-event';
import { sendToGa4 } from './ga4';

let lastLocation: string | null = null;

export interface SearchDetails {
  search: string;
  searchType: string;
}

export function buildEvent(name: AnalyticsEventName, search?: SearchDetails): AnalyticsEvent {
  const { user } = useSessionStore.getState();
  const { languageType, translationCode } = useLanguageStore.getState();
  const event: AnalyticsEvent = {
    name,
    userId: user?.id ?? null,
    language: languageType,
    translationCode,
    pageLocation: window.location.href,
    pageReferrer: lastLocation ?? (document.referrer || null),
    occurredAt: new Date().toISOString(),
  };
  if (name === 'search' && search) {
    event.search = search.search;
    event.searchType = search.searchType;
  }
  return event;
}

export function trackEvent(name: Exclude<AnalyticsEventName, 'page_view' | 'search'>): void {
  void send(buildEvent(name));
}

/**
 * For the Log Out event: the server takes the event's user from the access token, so the event must have arrived
 * before the session ends. Resolves once it was posted (or failed); never throws.
 */
export function trackEventBeforeSessionEnds(name: 'logout'): Promise<void> {
  return send(buildEvent(name));
}

/** For the search screens: the text and kind of search travel with the event. */
export function trackSearch(details: SearchDetails): void {
  void send(buildEvent('search', details));
}

/** Called by the shell on each route change. */
export function trackPageView(): void {
  void send(buildEvent('page_view'));
  lastLocation = window.location.href;
}

function send(event: AnalyticsEvent): Promise<void> {
  sendToGa4(event.name, {
    user_id: event.userId ?? undefined,
    language: event.language,
    translation_code: event.translationCode ?? undefined,
    page_location: event.pageLocation,
    page_referrer: event.pageReferrer ?? undefined,
    search: event.search ?? undefined,
    search_type: event.searchType ?? undefined,
  });
  return postEvent(event).catch(() => undefined);
}
