// The session calls of spec §7: the access token from the gateway, the current user, logout and the activity ping.
import { JwtResponseSchema, UserMeSchema, type UserMe } from '@mathbridge/contract';
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

/** GET /api/jwt: the access token of the session cookie, or null. Never alerts: no session is a normal answer. */
export async function getAccessToken(): Promise<string | null> {
  try {
    const { accessToken } = await request(apiPaths.jwt, {
      schema: JwtResponseSchema,
      errorMode: 'quiet',
      withAuth: false,
    });
    return accessToken;
  } catch {
    return null;
  }
}

/** DELETE /api/jwt: ends the session on the server; 204 means it worked. */
export async function deleteSession(): Promise<void> {
  await request(apiPaths.jwt, { method: 'DELETE', errorMode: 'silent', withAuth: false });
}

/** GET /api/user/me. Errors are left to the caller: some of them log the user out (spec §8). */
export function getMe(): Promise<UserMe> {
  return request(apiPaths.me, { schema: UserMeSchema, errorMode: 'silent' });
}

/** POST /v1/api/logging/user/active, in the background. */
export async function pingActive(): Promise<void> {
  await request(apiPaths.activePing, { method: 'POST', errorMode: 'silent', showLoading: false });
}
