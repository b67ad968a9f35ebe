// Seals the session's token pair into the cookie with @hapi/iron (AES-256-CBC encryption plus an HMAC-SHA256
// integrity check, keys derived from the secret), so the browser holds it but can neither read nor alter it.
// Several secrets may be configured: the first seals, all of them open (rotation without logouts); each sealed
// value names its secret by an id derived from the secret, so the order of the list may change freely.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as Iron from '@hapi/iron';
import { TokenPairSchema, type TokenPair } from '@mathbridge/contract';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

/** Opened cookies are remembered this long, so a logged-in student's every call does not repeat the key derivation. */
const OPENED_TTL_MS = 60_000;
const OPENED_MAX = 5000;

/** The id a sealed value carries to name its secret (iron ids are word characters). */
function secretId(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 12);
}

export class SessionSealer {
  private readonly current: { id: string; secret: string };
  private readonly all: Record<string, string>;
  private readonly opened = new LRUCache<string, TokenPair>({ max: OPENED_MAX, ttl: OPENED_TTL_MS });

  constructor(secrets: readonly string[]) {
    const [first] = secrets;
    if (first === undefined) throw new Error('At least one cookie secret is needed');
    this.current = { id: secretId(first), secret: first };
    this.all = Object.fromEntries(secrets.map((secret) => [secretId(secret), secret]));
  }

  seal(pair: TokenPair): Promise<string> {
    return Iron.seal(pair, this.current, Iron.defaults);
  }

  /** The token pair, or null for anything forged, altered, sealed with an unknown secret or malformed. */
  async open(value: string): Promise<TokenPair | null> {
    const known = this.opened.get(value);
    if (known) return known;
    try {
      const parsed = TokenPairSchema.safeParse(await Iron.unseal(value, this.all, Iron.defaults));
      if (!parsed.success) return null;
      this.opened.set(value, parsed.data);
      return parsed.data;
    } catch {
      return null;
    }
  }
}

/**
 * COOKIE_SECRET when set; otherwise a secret generated once and kept in COOKIE_SECRET_FILE, so sessions survive
 * restarts. Several gateways behind one load balancer need the same COOKIE_SECRET.
 */
export async function resolveCookieSecrets(
  config: { cookieSecrets: string[] | null; cookieSecretFile: string },
  log: Pick<Logger, 'warn'>,
): Promise<string[]> {
  if (config.cookieSecrets) return config.cookieSecrets;
  try {
    const stored = (await readFile(config.cookieSecretFile, 'utf8')).trim();
    if (stored.length >= 32) {
      log.warn({ file: config.cookieSecretFile }, 'COOKIE_SECRET is not set: using the secret kept on disk');
      return [stored];
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dirname(config.cookieSecretFile), { recursive: true, mode: 0o700 });
  await writeFile(config.cookieSecretFile, `${secret}\n`, { mode: 0o600 });
  log.warn(
    { file: config.cookieSecretFile },
    'COOKIE_SECRET is not set: generated a secret and kept it on disk; set COOKIE_SECRET when running several gateways',
  );
  return [secret];
}

/** The `sub` of a JWT, read without verifying (the gateway got the token from the upstream itself). */
export function subjectOf(accessToken: string): string | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' || typeof claims.sub === 'number' ? String(claims.sub) : null;
  } catch {
    return null;
  }
}
