// Signed tokens (jose, HS256): 15-minute access tokens, 30-minute pending Kakao/Google sign-ups and the links in
// e-mails that act without a login (unsubscribe); opaque random refresh tokens and tickets, of which only SHA-256
// hashes are stored.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { OAuthProvider } from '@mathbridge/contract';

export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
export const PENDING_TOKEN_TTL_MS = 30 * 60_000;

const ISSUER = 'mathbridge-api';
const ACCESS_AUDIENCE = 'mathbridge-access';
const PENDING_AUDIENCE = 'mathbridge-oauth-signup';

export interface AccessClaims {
  userId: string;
  /** The session family the token belongs to; logging out ends it. */
  familyId: string;
}

export interface PendingSignup {
  provider: OAuthProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface LinkClaims {
  userId: string;
  /** What the link acts on (for an unsubscribe link, the kind of alert). */
  topic: string;
}

export class TokenSigner {
  private readonly key: Uint8Array;
  private readonly hmacKey: string;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.hmacKey = secret;
  }

  /** A keyed hash, for values too small to hash plainly (six-digit codes). */
  keyedHash(value: string): string {
    return createHmac('sha256', this.hmacKey).update(value).digest('hex');
  }

  async signAccess(claims: AccessClaims, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const expSeconds = Math.floor((now + ACCESS_TOKEN_TTL_MS) / 1000);
    const token = await new SignJWT({ sid: claims.familyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(expSeconds)
      .sign(this.key);
    return { token, expiresAt: expSeconds * 1000 };
  }

  /** The claims of a valid access token, or null (bad signature, wrong audience, expired, malformed). */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: ACCESS_AUDIENCE,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, familyId: payload.sid };
    } catch {
      return null;
    }
  }

  async signPending(pending: PendingSignup, now = Date.now()): Promise<string> {
    return new SignJWT({ ...pending })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(PENDING_AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor((now + PENDING_TOKEN_TTL_MS) / 1000))
      .sign(this.key);
  }

  async verifyPending(token: string): Promise<PendingSignup | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: PENDING_AUDIENCE,
        algorithms: ['HS256'],
      });
      const { provider, subject, email, emailVerified, name } = payload as Record<string, unknown>;
      if ((provider !== 'kakao' && provider !== 'google') || typeof subject !== 'string') return null;
      return {
        provider,
        subject,
        email: typeof email === 'string' ? email : null,
        emailVerified: emailVerified === true,
        name: typeof name === 'string' ? name : null,
      };
    } catch {
      return null;
    }
  }

  /**
   * A token for a link in an e-mail that acts without a login: it names the user and the topic, for one audience (one
   * purpose), and does not expire (a mail stays in the inbox).
   */
  async signLink(audience: string, claims: LinkClaims, now = Date.now()): Promise<string> {
    return new SignJWT({ topic: claims.topic })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(Math.floor(now / 1000))
      .sign(this.key);
  }

  /** The claims of a link token signed here for this audience, or null. */
  async verifyLink(audience: string, token: string): Promise<LinkClaims | null> {
    // One spelling per token: base64url's last character carries spare bits that would let a changed link still work.
    const signature = token.split('.')[2] ?? '';
    if (Buffer.from(signature, 'base64url').toString('base64url') !== signature) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, audience, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.topic !== 'string') return null;
      return { userId: payload.sub, topic: payload.topic };
    } catch {
      return null;
    }
  }
}
