// First-party analytics events (spec §3): a page view on every route change, and Log In, Log Out, Withdraw, Search
// with the user and the language. The app posts them to POST /v1/api/events; GA4 gets the same names when enabled.
import { z } from 'zod';

/** Event names as sent; they stand for the spec's page view, 'Log In', 'Log Out', 'Withdraw' and 'Search'. */
export const ANALYTICS_EVENT_NAMES = ['page_view', 'login', 'logout', 'withdraw', 'search'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const EVENTS_PATH = '/v1/api/events';

const shortText = z.string().max(200);
const location = z.string().max(2000);

export const AnalyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  /** The signed-in user's id, or null for a visitor. */
  userId: z.string().max(100).nullable(),
  /** UI language (ko or en). */
  language: shortText,
  /** Translation target code (one of about 105), when one is chosen. */
  translationCode: shortText.nullable().optional(),
  pageLocation: location,
  pageReferrer: location.nullable().optional(),
  /** Search only: the text searched and the kind of search. */
  search: z.string().max(500).nullable().optional(),
  searchType: shortText.nullable().optional(),
  /** When the browser saw the event, ISO 8601. */
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const AnalyticsEventAcceptedSchema = z.object({ id: z.string() });
export type AnalyticsEventAccepted = z.infer<typeof AnalyticsEventAcceptedSchema>;
