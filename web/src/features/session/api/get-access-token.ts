// GET /api/jwt: the access token of the session cookie, or null. Never alerts: no session is a normal answer.
import { JwtResponseSchema } from '@mathbridge/contract';
import { request } from '../../../lib/http';
import { apiPaths } from '../../../lib/paths';

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
