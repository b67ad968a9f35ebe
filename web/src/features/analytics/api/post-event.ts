// POST /v1/api/events: the first-party copy of every analytics event. Background, never alerts.
import type { AnalyticsEvent } from '@mathbridge/contract';
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

export async function postEvent(event: AnalyticsEvent): Promise<void> {
  await request(apiPaths.events, {
    method: 'POST',
    body: event,
    errorMode: 'quiet',
    showLoading: false,
    withAuth: false,
    keepalive: true,
  });
}
