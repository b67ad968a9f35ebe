// Account rules: e-mail codes, signup, login with throttling, token rotation, password recovery, Kakao and Google.
import { randomUUID } from 'node:crypto';
import {
  AuthErrorCode,
  AuthMessage,
  EMAIL_CODE,
  ErrorCode,
  type EmailCodeSent,
  type EmailSignupRequest,
  type OAuthExchange,
  type OAuthExchangeRequest,
  type OAuthProvider,
  type OAuthSignupRequest,
  type Profile,
  type Terms,
  type TokenPair,
} from '@mathbridge/contract';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { temporaryPasswordMail, verificationCodeMail, type MailLanguage } from '../mail/templates.js';
import { emailTaken, findActiveUserByEmail, findUserById, insertUser, updateUser } from '../users/repository.js';
import { addressKey } from './client-address.js';
import type { OAuthClients } from './oauth.js';
import { dummyHash, hashPassword, temporaryPassword, verifyPassword } from './passwords.js';
import * as repo from './repository.js';
import { REFRESH_TOKEN_TTL_MS, randomToken, sha256, type TokenSigner } from './tokens.js';

/**
 * Failed logins lock an (e-mail, client address) pair: five within 15 minutes lock it for 15 minutes. The owner at
 * another address is not affected, so a stranger cannot lock anyone out.
 */
export const LOGIN_THROTTLE = { windowMs: 15 * 60_000, maxFailures: 5, lockMs: 15 * 60_000 } as const;
/**
 * Past 20 failures for one e-mail within 15 minutes (from any addresses), each address gets one try per 15 minutes:
 * guessing from many addresses slows to one guess per address, while a right password from a fresh one still works.
 */
export const EMAIL_LOGIN_THROTTLE = { windowMs: 15 * 60_000, slowAfterFailures: 20 } as const;
const THROTTLE_PRUNE_INTERVAL_MS = 60_000;
/** Codes one address may be sent per hour, on top of the wait between two. */
export const EMAIL_CODES_PER_HOUR = 5;
export const TEMP_PASSWORD_TTL_MS = 24 * 60 * 60_000;
const OAUTH_STATE_TTL_MS = 10 * 60_000;
const OAUTH_TICKET_TTL_MS = 2 * 60_000;
const SIGNUP_PURPOSE = 'signup';

interface LoginThrottleKeys {
  email: string;
  pair: string;
}

/** Counter keys: one for the e-mail across addresses, one for the e-mail from this client (an IPv6 client by /64). */
export function loginThrottleKeys(email: string, clientAddress: string): LoginThrottleKeys {
  const key = repo.emailThrottleKey(email);
  return { email: key, pair: `${key}|${addressKey(clientAddress)}` };
}

/** 429 E_AUTH_LOCKED, with the seconds until the pair may try again (sent as Retry-After). */
export class LoginLockedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, AuthErrorCode.LoginLocked, AuthMessage.loginLocked);
  }
}

const invalidToken = () => new AppError(401, ErrorCode.InvalidToken, AuthMessage.sessionExpired);
const codeError = (code: string, message: string) => new AppError(400, code, message);

export interface AuthDeps {
  db: Db;
  signer: TokenSigner;
  mailer: Mailer;
  oauth: OAuthClients;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export class AuthService {
  private readonly now: () => Date;
  private lastThrottlePrune = 0;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: AuthDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  // --- sessions ---------------------------------------------------------------------------------------------

  /** Starts a new session family for the user. */
  async issueSession(userId: string, userAgent: string | null): Promise<TokenPair> {
    await repo.pruneSessions(this.deps.db, userId, this.now());
    return this.issueInFamily(userId, randomUUID(), userAgent);
  }

  private async issueInFamily(userId: string, familyId: string, userAgent: string | null): Promise<TokenPair> {
    const now = this.now();
    const refreshToken = randomToken();
    const refreshTokenExpiresAt = now.getTime() + REFRESH_TOKEN_TTL_MS;
    await repo.createSession(this.deps.db, {
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(refreshTokenExpiresAt),
      userAgent: userAgent?.slice(0, 512) ?? null,
    });
    const access = await this.deps.signer.signAccess({ userId, familyId }, now.getTime());
    return { accessToken: access.token, accessTokenExpiresAt: access.expiresAt, refreshToken, refreshTokenExpiresAt };
  }

  /** Rotates the refresh token; a token presented twice ends its whole family (401 E00001). */
  async refresh(refreshToken: string, userAgent: string | null): Promise<TokenPair> {
    const result = await repo.useRefreshToken(this.deps.db, sha256(refreshToken), this.now());
    if (result.kind === 'reused') {
      this.deps.log.warn({ familyId: result.familyId }, 'refresh token reused: session family revoked');
      throw invalidToken();
    }
    if (result.kind === 'invalid') throw invalidToken();
    const user = await findUserById(this.deps.db, result.session.userId);
    if (!user || user.status !== 'active') throw new AppError(401, ErrorCode.UserNotFound, AuthMessage.userNotFound);
    return this.issueInFamily(user.id, result.session.familyId, userAgent);
  }

  /** Ends the family of the token; unknown or already ended tokens are fine (idempotent). */
  async logout(refreshToken: string): Promise<void> {
    const familyId = await repo.familyOfToken(this.deps.db, sha256(refreshToken));
    if (familyId) await repo.revokeFamily(this.deps.db, familyId, this.now());
  }

  // --- e-mail codes -----------------------------------------------------------------------------------------

  async emailAvailable(email: string): Promise<boolean> {
    return !(await emailTaken(this.deps.db, email));
  }

  async sendSignupCode(email: string, language: MailLanguage): Promise<EmailCodeSent> {
    if (await emailTaken(this.deps.db, email)) {
      throw new AppError(409, AuthErrorCode.EmailUnavailable, AuthMessage.emailUnavailable);
    }
    const now = this.now();
    const latest = await repo.latestCode(this.deps.db, email, SIGNUP_PURPOSE);
    if (latest && now.getTime() - latest.createdAt.getTime() < EMAIL_CODE.resendIntervalMs) {
      throw new AppError(429, AuthErrorCode.CodeResendTooSoon, AuthMessage.codeResendTooSoon);
    }
    const lastHour = await repo.countCodesSince(
      this.deps.db,
      email,
      SIGNUP_PURPOSE,
      new Date(now.getTime() - 3_600_000),
    );
    if (lastHour >= EMAIL_CODES_PER_HOUR) {
      throw new AppError(429, AuthErrorCode.CodeResendTooSoon, AuthMessage.codeResendTooSoon);
    }
    await repo.pruneCodes(this.deps.db, now);
    const code = String(randomInt(0, 10 ** EMAIL_CODE.length)).padStart(EMAIL_CODE.length, '0');
    const expiresAt = now.getTime() + EMAIL_CODE.ttlMs;
    await repo.insertCode(this.deps.db, {
      email,
      purpose: SIGNUP_PURPOSE,
      codeHash: this.codeHash(email, code),
      expiresAt: new Date(expiresAt),
      createdAt: now,
    });
    await this.deps.mailer.send(verificationCodeMail(email, code, EMAIL_CODE.ttlMs / 60_000, language));
    return { expiresAt, resendAvailableAt: now.getTime() + EMAIL_CODE.resendIntervalMs };
  }

  /** Checks the latest code of the address; a wrong one counts, and after five a new code is needed. */
  async verifySignupCode(email: string, code: string): Promise<string> {
    const row = await repo.latestCode(this.deps.db, email, SIGNUP_PURPOSE);
    const now = this.now();
    if (!row || row.consumedAt) throw codeError(AuthErrorCode.CodeIncorrect, AuthMessage.codeIncorrect);
    if (row.wrongTries >= EMAIL_CODE.maxWrongTries) {
      throw codeError(AuthErrorCode.CodeTooManyTries, AuthMessage.codeTooManyTries);
    }
    if (row.expiresAt <= now) throw codeError(AuthErrorCode.CodeExpired, AuthMessage.codeExpired);
    if (row.codeHash !== this.codeHash(email, code)) {
      const tries = await repo.addWrongTry(this.deps.db, row.id);
      if (tries >= EMAIL_CODE.maxWrongTries) {
        throw codeError(AuthErrorCode.CodeTooManyTries, AuthMessage.codeTooManyTries);
      }
      throw codeError(AuthErrorCode.CodeIncorrect, AuthMessage.codeIncorrect);
    }
    if (!row.verifiedAt) await repo.markCodeVerified(this.deps.db, row.id, now);
    return row.id;
  }

  private codeHash(email: string, code: string): string {
    return this.deps.signer.keyedHash(`${email.toLowerCase()}:${code}`);
  }

  private async consumeSignupCode(email: string, code: string): Promise<void> {
    const id = await this.verifySignupCode(email, code);
    if (!(await repo.consumeCode(this.deps.db, id, this.now()))) {
      throw codeError(AuthErrorCode.CodeIncorrect, AuthMessage.codeIncorrect);
    }
  }

  // --- signup -----------------------------------------------------------------------------------------------

  async signupWithEmail(body: EmailSignupRequest, userAgent: string | null): Promise<TokenPair> {
    if (await emailTaken(this.deps.db, body.email)) {
      throw new AppError(409, AuthErrorCode.EmailUnavailable, AuthMessage.emailUnavailable);
    }
    await this.consumeSignupCode(body.email, body.emailCode);
    const user = await this.createUser(body.email, await hashPassword(body.password), body, body.terms);
    return this.issueSession(user.id, userAgent);
  }

  async signupWithOAuth(body: OAuthSignupRequest, userAgent: string | null): Promise<TokenPair> {
    const pending = await this.deps.signer.verifyPending(body.pendingToken);
    if (!pending) throw new AppError(400, AuthErrorCode.PendingExpired, AuthMessage.pendingExpired);
    let email: string;
    if (pending.emailVerified && pending.email) {
      email = pending.email;
    } else {
      if (!body.email) throw new AppError(400, ErrorCode.Validation, AuthMessage.invalidEmail);
      if (!body.emailCode) throw new AppError(400, ErrorCode.Validation, AuthMessage.codeRequired);
      email = body.email;
    }
    if (await emailTaken(this.deps.db, email)) {
      throw new AppError(409, AuthErrorCode.EmailUnavailable, AuthMessage.emailUnavailable);
    }
    if (await repo.findLinkedUser(this.deps.db, pending.provider, pending.subject)) {
      throw new AppError(409, ErrorCode.Conflict, AuthMessage.emailUnavailable);
    }
    if (!(pending.emailVerified && pending.email)) await this.consumeSignupCode(email, body.emailCode ?? '');
    const user = await this.createUser(email, null, body, body.terms);
    await repo.link(this.deps.db, pending.provider, pending.subject, user.id);
    return this.issueSession(user.id, userAgent);
  }

  private async createUser(email: string, passwordHash: string | null, profile: Profile, terms: Terms) {
    const now = this.now();
    const user = await insertUser(this.deps.db, {
      email,
      passwordHash,
      name: profile.name,
      birthday: profile.birthday,
      gradeClass: profile.gradeClass,
      gradeSub: profile.gradeSub,
      sex: profile.sex,
      countryCode: profile.countryCode,
      termsServiceAt: now,
      termsPrivacyAt: now,
      termsMarketingAt: terms.marketing ? now : null,
      lastLoginAt: now,
    });
    if (!user) throw new AppError(409, AuthErrorCode.EmailUnavailable, AuthMessage.emailUnavailable);
    return user;
  }

  // --- login ------------------------------------------------------------------------------------------------

  /**
   * One answer for an unknown address and a wrong password, with the same argon2 work for both, and the same
   * throttling whether or not the account exists (see `LOGIN_THROTTLE`). `clientAddress` is the address the gateway
   * vouches for.
   */
  async login(email: string, password: string, userAgent: string | null, clientAddress: string): Promise<TokenPair> {
    const now = this.now();
    const keys = loginThrottleKeys(email, clientAddress);
    await this.reserveLoginAttempt(keys, now);
    const user = await findActiveUserByEmail(this.deps.db, email);
    const matched = await this.matchPassword(user, password, now);
    // A failed guess stays counted for the pair and the e-mail.
    if (!user || !matched) throw new AppError(401, AuthErrorCode.InvalidCredentials, AuthMessage.loginFailed);
    await repo.clearAttempts(this.deps.db, keys.pair);
    await repo.releaseAttempt(this.deps.db, keys.email);
    if (matched === 'temporary') {
      await updateUser(this.deps.db, user.id, { mustChangePassword: true, lastLoginAt: now });
    } else {
      await updateUser(this.deps.db, user.id, {
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
        lastLoginAt: now,
      });
    }
    return this.issueSession(user.id, userAgent);
  }

  /**
   * Counts the attempt for the e-mail and for the (e-mail, address) pair before the password is checked, and
   * refuses it (429 with the seconds to wait) when the pair is locked. Past `EMAIL_LOGIN_THROTTLE.slowAfterFailures`
   * for the e-mail, a pair may try once per window: an address that has not failed still gets its try (the owner's
   * right password from a new address), and an address that has failed waits.
   */
  private async reserveLoginAttempt(keys: LoginThrottleKeys, now: Date): Promise<void> {
    const { db } = this.deps;
    if (now.getTime() - this.lastThrottlePrune >= THROTTLE_PRUNE_INTERVAL_MS) {
      this.lastThrottlePrune = now.getTime();
      await repo.pruneAttempts(db, now, Math.max(LOGIN_THROTTLE.windowMs, EMAIL_LOGIN_THROTTLE.windowMs));
    }
    const forEmail = await repo.countAttempt(db, keys.email, now, EMAIL_LOGIN_THROTTLE.windowMs);
    const slowed = forEmail > EMAIL_LOGIN_THROTTLE.slowAfterFailures;
    const maxAttempts = slowed ? 1 : LOGIN_THROTTLE.maxFailures;
    const pair = await repo.reserveAttempt(
      db,
      keys.pair,
      now,
      LOGIN_THROTTLE.windowMs,
      maxAttempts,
      LOGIN_THROTTLE.lockMs,
    );
    if (pair.attempts <= maxAttempts) return;
    await repo.releaseAttempt(db, keys.email);
    const waitMs = (pair.lockedUntil?.getTime() ?? now.getTime() + LOGIN_THROTTLE.lockMs) - now.getTime();
    throw new LoginLockedError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** 'password' or 'temporary' when one of the user's passwords matches; false otherwise. */
  async matchPassword(
    user: UserRow | undefined,
    password: string,
    now: Date,
  ): Promise<'password' | 'temporary' | false> {
    const main = user?.passwordHash ?? (await dummyHash());
    if ((await verifyPassword(main, password)) && user?.passwordHash) return 'password';
    if (user?.tempPasswordHash && user.tempPasswordExpiresAt && user.tempPasswordExpiresAt > now) {
      if (await verifyPassword(user.tempPasswordHash, password)) return 'temporary';
    }
    return false;
  }

  /**
   * Starts `forgotPassword` without waiting for it: the route answers first, so a known address (a hash and a mail)
   * takes no longer to answer than an unknown one. A failure is logged; `settle()` waits for the work in flight.
   */
  forgotPasswordInBackground(email: string, language: MailLanguage): void {
    const task = this.forgotPassword(email, language)
      .catch((err: unknown) => this.deps.log.error({ err }, 'temporary password not issued'))
      .finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  /** Resolves when the work started after answering has finished (before the database and mailer close). */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /**
   * Mails a temporary password valid for a day; the current password keeps working, so a stranger asking cannot
   * lock anyone out. Unknown addresses get the same answer and no mail.
   */
  async forgotPassword(email: string, language: MailLanguage): Promise<void> {
    const user = await findActiveUserByEmail(this.deps.db, email);
    if (!user) return;
    const now = this.now();
    const issuedAt = user.tempPasswordExpiresAt ? user.tempPasswordExpiresAt.getTime() - TEMP_PASSWORD_TTL_MS : 0;
    if (now.getTime() - issuedAt < EMAIL_CODE.resendIntervalMs) return;
    const password = temporaryPassword();
    await updateUser(this.deps.db, user.id, {
      tempPasswordHash: await hashPassword(password),
      tempPasswordExpiresAt: new Date(now.getTime() + TEMP_PASSWORD_TTL_MS),
    });
    await this.deps.mailer.send(
      temporaryPasswordMail(user.email, password, TEMP_PASSWORD_TTL_MS / 3_600_000, language),
    );
  }

  // --- Kakao and Google -------------------------------------------------------------------------------------

  providers(): Record<OAuthProvider, boolean> {
    return { kakao: this.deps.oauth.enabled('kakao'), google: this.deps.oauth.enabled('google') };
  }

  private requireProvider(provider: OAuthProvider): void {
    if (!this.deps.oauth.enabled(provider)) {
      throw new AppError(404, AuthErrorCode.OAuthDisabled, AuthMessage.oauthDisabled);
    }
  }

  async startOAuth(provider: OAuthProvider): Promise<string> {
    this.requireProvider(provider);
    const now = this.now();
    await repo.deleteExpiredOAuthStates(this.deps.db, now);
    const request = await this.oauthCall(() => this.deps.oauth.authorizationRequest(provider));
    await repo.saveOAuthState(this.deps.db, {
      state: request.state,
      provider,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    });
    return request.url;
  }

  async exchangeOAuth(body: OAuthExchangeRequest): Promise<OAuthExchange> {
    this.requireProvider(body.provider);
    const now = this.now();
    const state = await repo.takeOAuthState(this.deps.db, body.state, body.provider, now);
    if (!state) throw new AppError(400, AuthErrorCode.OAuthFailed, AuthMessage.oauthFailed);
    const identity = await this.oauthCall(() =>
      this.deps.oauth.identify(body.provider, body, { codeVerifier: state.codeVerifier, nonce: state.nonce }),
    );
    let userId = await repo.findLinkedUser(this.deps.db, body.provider, identity.subject);
    if (!userId && identity.emailVerified && identity.email) {
      // The provider vouches for the address: sign in to the account that already uses it.
      const existing = await findActiveUserByEmail(this.deps.db, identity.email);
      if (existing) {
        await repo.link(this.deps.db, body.provider, identity.subject, existing.id);
        userId = existing.id;
      }
    }
    if (userId) {
      const user = await findUserById(this.deps.db, userId);
      if (user && user.status === 'active') {
        const ticket = randomToken();
        await repo.attachTicket(
          this.deps.db,
          state.state,
          sha256(ticket),
          user.id,
          new Date(now.getTime() + OAUTH_TICKET_TTL_MS),
        );
        return { status: 'login', ticket };
      }
    }
    const pendingToken = await this.deps.signer.signPending({ provider: body.provider, ...identity }, now.getTime());
    return {
      status: 'signup',
      pendingToken,
      email: identity.email,
      emailVerified: identity.emailVerified,
      name: identity.name,
    };
  }

  async redeemOAuthTicket(ticket: string, userAgent: string | null): Promise<TokenPair> {
    const now = this.now();
    const userId = await repo.redeemTicket(this.deps.db, sha256(ticket), now);
    if (!userId) throw new AppError(400, AuthErrorCode.OAuthFailed, AuthMessage.oauthFailed);
    await updateUser(this.deps.db, userId, { lastLoginAt: now });
    return this.issueSession(userId, userAgent);
  }

  private async oauthCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.deps.log.warn({ err }, 'OAuth provider call failed');
      throw new AppError(502, AuthErrorCode.OAuthFailed, AuthMessage.oauthFailed);
    }
  }
}
