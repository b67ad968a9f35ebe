// POST /v1/api/logging/user/active, in the background.
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

export async function pingActive(): Promise<void> {
  await request(apiPaths.activePing, { method: 'POST', errorMode: 'silent', showLoading: false });
}
