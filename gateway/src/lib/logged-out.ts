// The sessions logged out through this gateway (or, with Redis, through any gateway). GET /api/jwt hands out the
// access token kept in the cookie without asking the api while it is fresh, so a copy of the cookie saved before
// logging out would still get a token the api has already revoked. A session is named by its family (the `sid`
// claim the api puts in every access token of one login, kept across refreshes), so a copy saved before a refresh
// is caught as well; and by its refresh token, for tokens without a family.
import { createHash } from 'node:crypto';
import type { TokenPair } from '@mathbridge/contract';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * How long a logout is remembered: far longer than an access token lives (the api's live 15 minutes). Past that
 * every copy's access token is stale, GET /api/jwt asks the api for a new one, and the api refuses the ended session.
 */
export const LOGGED_OUT_FOR_MS = 24 * 60 * 60_000;

const REDIS_PREFIX = 'mathbridge-gateway-logged-out:';

/** The names of the session a token pair belongs to. */
function namesOf(pair: TokenPair): string[] {
  const names = [`rt:${createHash('sha256').update(pair.refreshToken).digest('base64url')}`];
  const payload = pair.accessToken.split('.')[1];
  if (payload) {
    try {
      const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown };
      if (typeof sid === 'string' && sid.length > 0 && sid.length <= 128) names.push(`sid:${sid}`);
    } catch {
      // Not a JWT the gateway can read: the refresh token alone names the session.
    }
  }
  return names;
}

export class LoggedOutSessions {
  // Bounded: logging out needs a live session, and each login passes the login rate limits.
  private readonly local = new LRUCache<string, true>({ max: 200_000, ttl: LOGGED_OUT_FOR_MS });

  constructor(
    private readonly shared: Redis | null,
    private readonly onSharedError: (err: unknown) => void,
  ) {}

  async add(pair: TokenPair): Promise<void> {
    const names = namesOf(pair);
    for (const name of names) this.local.set(name, true);
    if (!this.shared) return;
    try {
      const batch = this.shared.multi();
      for (const name of names) batch.set(REDIS_PREFIX + name, '1', 'PX', LOGGED_OUT_FOR_MS);
      await batch.exec();
    } catch (err) {
      // This gateway still remembers it; the others learn nothing until Redis is back.
      this.onSharedError(err);
    }
  }

  async has(pair: TokenPair): Promise<boolean> {
    const names = namesOf(pair);
    if (names.some((name) => this.local.has(name))) return true;
    if (!this.shared) return false;
    try {
      return (await this.shared.exists(...names.map((name) => REDIS_PREFIX + name))) > 0;
    } catch (err) {
      // Unreachable Redis: the session stands, as the rate limits let requests through.
      this.onSharedError(err);
      return false;
    }
  }
}
