// Token pairs shaped like the api's: a JWT-looking access token whose payload names the user.
import type { TokenPair } from '@mathbridge/contract';

let counter = 0;

export function fakeJwt(sub: string, extra: Record<string, unknown> = {}): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  counter += 1;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, n: counter, ...extra })}.c2lnbmF0dXJl${counter}`;
}

/** `claims` go into the access token, e.g. `sid`, the session family the api names in its tokens. */
export function tokenPair(
  sub: string,
  accessLifetimeMs = 15 * 60_000,
  claims: Record<string, unknown> = {},
): TokenPair {
  counter += 1;
  return {
    accessToken: fakeJwt(sub, claims),
    accessTokenExpiresAt: Date.now() + accessLifetimeMs,
    refreshToken: `refresh-${sub}-${counter}-${Math.random().toString(36).slice(2)}`,
    refreshTokenExpiresAt: Date.now() + 30 * 24 * 60 * 60_000,
  };
}
