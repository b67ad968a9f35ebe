// What the account calls share: no bearer token before a session exists, errors left to the form that shows them
// next to its fields, and the gateway's `{ accessToken }` answer for the calls that start a session.
import { z } from 'zod';
import { request, type RequestOptions } from '../../../lib/http';

const SessionStartedSchema = z.object({ accessToken: z.string().min(1) });

export function accountRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return request(path, { withAuth: false, errorMode: 'silent', ...options });
}

/** Posts to a call that starts a session; the gateway keeps the tokens in the session cookie. */
export async function startSession(path: string, body: unknown): Promise<string> {
  const { accessToken } = await accountRequest(path, { method: 'POST', body, schema: SessionStartedSchema });
  return accessToken;
}
