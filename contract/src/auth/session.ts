// The session contract between the gateway (which owns the cookie) and the api (which issues tokens).
import { z } from 'zod';

/** What the api answers on every call that starts or renews a session. Times are epoch milliseconds. */
export const TokenPairSchema = z.object({
  accessToken: z.string().min(1),
  accessTokenExpiresAt: z.number().int(),
  refreshToken: z.string().min(1),
  refreshTokenExpiresAt: z.number().int(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshRequestSchema = z.object({ refreshToken: z.string().min(1) });
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

/** GET /api/jwt (spec §7): the access token, or null when there is no valid session. */
export const JwtResponseSchema = z.object({ accessToken: z.string().nullable() });
export type JwtResponse = z.infer<typeof JwtResponseSchema>;

/**
 * Calls whose api answer is a TokenPair. The gateway forwards them, keeps the pair in the
 * session cookie and answers the browser with `{ accessToken }` only.
 */
export const SESSION_ISSUING_PATHS = ['/api/auth/login', '/api/auth/signup', '/api/auth/oauth/callback'] as const;

/** api calls the gateway makes itself to renew or end a session. */
export const UPSTREAM_SESSION_PATHS = {
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
} as const;
