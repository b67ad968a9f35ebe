// Sessions (refresh-token families), e-mail codes, login throttles and OAuth state: the account tables.
import { and, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  emailCodes,
  loginThrottles,
  oauthAccounts,
  oauthStates,
  sessions,
  users,
  type EmailCodeRow,
  type SessionRow,
} from '../../db/schema/index.js';

export type RotateResult =
  { kind: 'rotated'; session: SessionRow } | { kind: 'reused'; familyId: string } | { kind: 'invalid' };

/** The login counter of an e-mail across addresses; a pair's key is this, `|` and the address. */
export const emailThrottleKey = (email: string) => `login:${email.toLowerCase()}`;

export class AuthRepository {
  constructor(private readonly db: Db) {}

  // --- sessions ---------------------------------------------------------------------------------------------

  async createSession(values: {
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string | null;
  }): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  /**
   * Marks the token used. A token used before means someone replayed it: the whole family is revoked.
   * The update is one statement, so two concurrent uses cannot both succeed.
   */
  async useRefreshToken(tokenHash: string, now: Date): Promise<RotateResult> {
    const [used] = await this.db
      .update(sessions)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.rotatedAt),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning();
    if (used) return { kind: 'rotated', session: used };
    const [known] = await this.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    if (known?.rotatedAt) {
      await this.revokeFamily(known.familyId, now);
      return { kind: 'reused', familyId: known.familyId };
    }
    return { kind: 'invalid' };
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  }

  async familyOfToken(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return row?.familyId;
  }

  async isFamilyActive(familyId: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return row !== undefined;
  }

  /** Drops the user's sessions that can no longer be used (expired, or revoked a day ago), so the table stays small. */
  async pruneSessions(userId: string, now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
    await this.db
      .delete(sessions)
      .where(
        and(eq(sessions.userId, userId), sql`(${sessions.expiresAt} < ${now} or ${sessions.revokedAt} < ${dayAgo})`),
      );
  }

  /** Ends every session of the user except the family named (the one changing the password). */
  async revokeUserSessions(userId: string, now: Date, exceptFamilyId?: string): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (exceptFamilyId) conditions.push(ne(sessions.familyId, exceptFamilyId));
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(...conditions));
  }

  // --- e-mail codes -----------------------------------------------------------------------------------------

  async latestCode(email: string, purpose: string): Promise<EmailCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(emailCodes)
      .where(and(sql`lower(${emailCodes.email}) = lower(${email})`, eq(emailCodes.purpose, purpose)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    return row;
  }

  async countCodesSince(email: string, purpose: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailCodes)
      .where(
        and(
          sql`lower(${emailCodes.email}) = lower(${email})`,
          eq(emailCodes.purpose, purpose),
          gt(emailCodes.createdAt, since),
        ),
      );
    return row?.count ?? 0;
  }

  async insertCode(values: {
    email: string;
    purpose: string;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<void> {
    await this.db.insert(emailCodes).values(values);
  }

  /** Adds a wrong try and answers the new count. */
  async addWrongTry(id: string): Promise<number> {
    const [row] = await this.db
      .update(emailCodes)
      .set({ wrongTries: sql`${emailCodes.wrongTries} + 1` })
      .where(eq(emailCodes.id, id))
      .returning({ wrongTries: emailCodes.wrongTries });
    return row?.wrongTries ?? Number.MAX_SAFE_INTEGER;
  }

  async markCodeVerified(id: string, now: Date): Promise<void> {
    await this.db.update(emailCodes).set({ verifiedAt: now }).where(eq(emailCodes.id, id));
  }

  /** Uses the code up; false when another request used it first. */
  async consumeCode(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
      .returning({ id: emailCodes.id });
    return rows.length === 1;
  }

  /** Codes a day old serve nothing (not even the hourly limit). */
  async pruneCodes(now: Date): Promise<void> {
    await this.db.delete(emailCodes).where(sql`${emailCodes.createdAt} < ${new Date(now.getTime() - 24 * 3_600_000)}`);
  }

  async deleteCodesOf(email: string): Promise<void> {
    await this.db.delete(emailCodes).where(sql`lower(${emailCodes.email}) = lower(${email})`);
  }

  // --- login throttling -------------------------------------------------------------------------------------

  /**
   * Counts an attempt before the password is checked, in one statement, so concurrent guesses cannot all pass a
   * check made before any of them was counted. The attempt that reaches `maxAttempts` locks the key for `lockMs`
   * (a right password then clears it); attempts while locked are counted and answer the lock. When the window or
   * the lock has ended, counting starts again at 1.
   */
  async reserveAttempt(
    key: string,
    now: Date,
    windowMs: number,
    maxAttempts: number,
    lockMs: number,
  ): Promise<{ attempts: number; lockedUntil: Date | null }> {
    const windowStart = new Date(now.getTime() - windowMs);
    const lockUntil = new Date(now.getTime() + lockMs);
    const t = loginThrottles;
    const locked = sql`${t.lockedUntil} > ${now}`;
    // A lock that has ended starts a new window as well.
    const expired = sql`(${t.windowStartedAt} <= ${windowStart} or ${t.lockedUntil} <= ${now})`;
    const [row] = await this.db
      .insert(t)
      .values({ key, failures: 1, windowStartedAt: now, lockedUntil: maxAttempts <= 1 ? lockUntil : null })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${locked} then ${t.failures} + 1 when ${expired} then 1 else ${t.failures} + 1 end`,
          windowStartedAt: sql`case when ${locked} then ${t.windowStartedAt} when ${expired} then ${now} else ${t.windowStartedAt} end`,
          lockedUntil: sql`case when ${locked} then ${t.lockedUntil}
            when (case when ${expired} then 1 else ${t.failures} + 1 end) >= ${maxAttempts} then ${lockUntil}::timestamptz
            else null end`,
        },
      })
      .returning({ attempts: t.failures, lockedUntil: t.lockedUntil });
    return { attempts: row?.attempts ?? Number.MAX_SAFE_INTEGER, lockedUntil: row?.lockedUntil ?? null };
  }

  /** Counts an attempt in the key's window (no lock) and answers the count, the same way as reserveAttempt. */
  async countAttempt(key: string, now: Date, windowMs: number): Promise<number> {
    const t = loginThrottles;
    const expired = sql`${t.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
    const [row] = await this.db
      .insert(t)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${t.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now} else ${t.windowStartedAt} end`,
        },
      })
      .returning({ attempts: t.failures });
    return row?.attempts ?? Number.MAX_SAFE_INTEGER;
  }

  /** Takes back an attempt that was not a failed guess (a right password, or one refused before checking). */
  async releaseAttempt(key: string): Promise<void> {
    await this.db
      .update(loginThrottles)
      .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
      .where(eq(loginThrottles.key, key));
  }

  async clearAttempts(key: string): Promise<void> {
    await this.db.delete(loginThrottles).where(eq(loginThrottles.key, key));
  }

  /** Forgets every counter of an e-mail (its own and its pairs): `emailKey` is `emailThrottleKey`'s. */
  async clearAttemptsOf(emailKey: string): Promise<void> {
    await this.db
      .delete(loginThrottles)
      .where(or(eq(loginThrottles.key, emailKey), sql`starts_with(${loginThrottles.key}, ${`${emailKey}|`})`));
  }

  /** Drops counters whose window and lock have both ended. */
  async pruneAttempts(now: Date, windowMs: number): Promise<void> {
    await this.db
      .delete(loginThrottles)
      .where(
        and(
          lte(loginThrottles.windowStartedAt, new Date(now.getTime() - windowMs)),
          or(isNull(loginThrottles.lockedUntil), lte(loginThrottles.lockedUntil, now)),
        ),
      );
  }

  // --- OAuth ------------------------------------------------------------------------------------------------

  async saveOAuthState(values: {
    state: string;
    provider: string;
    codeVerifier: string;
    nonce: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(oauthStates).values(values);
  }

  /** Takes the state of an authorization request once; undefined if unknown, used or expired. */
  async takeOAuthState(state: string, provider: string, now: Date) {
    const [row] = await this.db
      .update(oauthStates)
      .set({ usedAt: now })
      .where(
        and(
          eq(oauthStates.state, state),
          eq(oauthStates.provider, provider),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  async attachTicket(state: string, ticketHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.db.update(oauthStates).set({ ticketHash, userId, expiresAt }).where(eq(oauthStates.state, state));
  }

  /** Redeems a login ticket once; answers its user. */
  async redeemTicket(ticketHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .delete(oauthStates)
      .where(and(eq(oauthStates.ticketHash, ticketHash), gt(oauthStates.expiresAt, now)))
      .returning({ userId: oauthStates.userId });
    return row?.userId ?? undefined;
  }

  async deleteExpiredOAuthStates(now: Date): Promise<void> {
    await this.db.delete(oauthStates).where(sql`${oauthStates.expiresAt} < ${now}`);
  }

  async findLinkedUser(provider: string, subject: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: oauthAccounts.userId })
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
      .limit(1);
    return row?.userId;
  }

  async link(provider: string, subject: string, userId: string): Promise<void> {
    await this.db.insert(oauthAccounts).values({ provider, subject, userId }).onConflictDoNothing();
  }

  /**
   * Withdrawal: the student's linked sign-ins, sessions, OAuth states, e-mail codes and login counters go. Run it
   * before the account row is anonymised: the codes and counters are found by its e-mail.
   */
  async erase(userId: string): Promise<void> {
    await this.db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
    await this.db.delete(oauthStates).where(eq(oauthStates.userId, userId));
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    const [account] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!account) return;
    await this.deleteCodesOf(account.email);
    await this.clearAttemptsOf(emailThrottleKey(account.email));
  }
}
