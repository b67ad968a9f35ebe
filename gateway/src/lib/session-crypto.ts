// Seals the session's token pair into the cookie with AES-256-GCM, so the browser holds it but can neither read
// nor alter it. Several secrets may be configured: the first seals, all of them open (rotation without logouts).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { TokenPairSchema, type TokenPair } from '@mathbridge/contract';
import type { Logger } from 'pino';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'mathbridge-session-cookie', 'aes-256-gcm v1', 32));
}

export class SessionSealer {
  private readonly keys: Buffer[];

  constructor(secrets: readonly string[]) {
    if (secrets.length === 0) throw new Error('At least one cookie secret is needed');
    this.keys = secrets.map(deriveKey);
  }

  seal(pair: TokenPair): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0] as Buffer, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The token pair, or null for anything forged, altered, sealed with an unknown secret or malformed. */
  open(value: string): TokenPair | null {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= 1 + IV_BYTES + TAG_BYTES || raw[0] !== VERSION) return null;
    const iv = raw.subarray(1, 1 + IV_BYTES);
    const tag = raw.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const body = raw.subarray(1 + IV_BYTES + TAG_BYTES);
    for (const key of this.keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
        const parsed = TokenPairSchema.safeParse(JSON.parse(plain));
        return parsed.success ? parsed.data : null;
      } catch {
        // try the next secret
      }
    }
    return null;
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
