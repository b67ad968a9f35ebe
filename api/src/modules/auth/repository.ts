// Sessions (refresh-token families), e-mail codes, login throttles and OAuth state: the account tables.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  emailCodes,
  loginThrottles,
  oauthAccounts,
  oauthStates,
  sessions,
  type EmailCodeRow,
  type SessionRow,
} from '../../db/schema/index.js';

export type RotateResult =
  { kind: 'rotated'; session: SessionRow } | { kind: 'reused'; familyId: string } | { kind: 'invalid' };

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

  async lockedUntil(key: string, now: Date): Promise<Date | null> {
    const [row] = await this.db.select().from(loginThrottles).where(eq(loginThrottles.key, key)).limit(1);
    return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  }

  /** Counts a failure in the current window; locks the key when the window holds `maxFailures`. */
  async recordFailure(key: string, now: Date, windowMs: number, maxFailures: number, lockMs: number): Promise<void> {
    const windowStart = new Date(now.getTime() - windowMs);
    const lockUntil = new Date(now.getTime() + lockMs);
    await this.db
      .insert(loginThrottles)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then 1 else ${loginThrottles.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottles.windowStartedAt} end`,
        },
      });
    await this.db
      .update(loginThrottles)
      .set({ lockedUntil: lockUntil, failures: 0, windowStartedAt: now })
      .where(and(eq(loginThrottles.key, key), sql`${loginThrottles.failures} >= ${maxFailures}`));
  }

  async clearFailures(key: string): Promise<void> {
    await this.db.delete(loginThrottles).where(eq(loginThrottles.key, key));
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
}
