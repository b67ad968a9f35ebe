// POST /v1/api/study/after-help: a student got help on a problem, so the api schedules a similar one for later.
// Sent in the background: it never covers the page or opens the alert dialog.
import { PRACTICE_PATHS, type AfterHelpRequest } from '@mathbridge/contract';
import { request } from '../../../lib/http';

export function postAfterHelp(body: AfterHelpRequest): Promise<unknown> {
  return request(PRACTICE_PATHS.afterHelp, { method: 'POST', body, errorMode: 'silent', showLoading: false });
}
