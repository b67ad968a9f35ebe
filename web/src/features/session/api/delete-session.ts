// DELETE /api/jwt: ends the session on the server; 204 means it worked.
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

export async function deleteSession(): Promise<void> {
  await request(apiPaths.jwt, { method: 'DELETE', errorMode: 'silent', withAuth: false });
}
