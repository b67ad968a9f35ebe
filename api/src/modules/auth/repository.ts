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

// --- sessions ---------------------------------------------------------------------------------------------

export async function createSession(
  db: Db,
  values: {
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * Marks the token used. A token used before means someone replayed it: the whole family is revoked.
 * The update is one statement, so two concurrent uses cannot both succeed.
 */
export async function useRefreshToken(db: Db, tokenHash: string, now: Date): Promise<RotateResult> {
  const [used] = await db
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
  const [known] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  if (known?.rotatedAt) {
    await revokeFamily(db, known.familyId, now);
    return { kind: 'reused', familyId: known.familyId };
  }
  return { kind: 'invalid' };
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function familyOfToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row?.familyId;
}

export async function isFamilyActive(db: Db, familyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Drops the user's sessions that can no longer be used (expired, or revoked a day ago), so the table stays small. */
export async function pruneSessions(db: Db, userId: string, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), sql`(${sessions.expiresAt} < ${now} or ${sessions.revokedAt} < ${dayAgo})`),
    );
}

/** Ends every session of the user except the family named (the one changing the password). */
export async function revokeUserSessions(db: Db, userId: string, now: Date, exceptFamilyId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptFamilyId) conditions.push(ne(sessions.familyId, exceptFamilyId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

// --- e-mail codes -----------------------------------------------------------------------------------------

export async function latestCode(db: Db, email: string, purpose: string): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(sql`lower(${emailCodes.email}) = lower(${email})`, eq(emailCodes.purpose, purpose)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}

export async function countCodesSince(db: Db, email: string, purpose: string, since: Date): Promise<number> {
  const [row] = await db
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

export async function insertCode(
  db: Db,
  values: {
    email: string;
    purpose: string;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(emailCodes).values(values);
}

/** Adds a wrong try and answers the new count. */
export async function addWrongTry(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(emailCodes)
    .set({ wrongTries: sql`${emailCodes.wrongTries} + 1` })
    .where(eq(emailCodes.id, id))
    .returning({ wrongTries: emailCodes.wrongTries });
  return row?.wrongTries ?? Number.MAX_SAFE_INTEGER;
}

export async function markCodeVerified(db: Db, id: string, now: Date): Promise<void> {
  await db.update(emailCodes).set({ verifiedAt: now }).where(eq(emailCodes.id, id));
}

/** Uses the code up; false when another request used it first. */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

/** Codes a day old serve nothing (not even the hourly limit). */
export async function pruneCodes(db: Db, now: Date): Promise<void> {
  await db.delete(emailCodes).where(sql`${emailCodes.createdAt} < ${new Date(now.getTime() - 24 * 3_600_000)}`);
}

export async function deleteCodesOf(db: Db, email: string): Promise<void> {
  await db.delete(emailCodes).where(sql`lower(${emailCodes.email}) = lower(${email})`);
}

// --- login throttling -------------------------------------------------------------------------------------

/**
 * Counts an attempt before the password is checked, in one statement, so concurrent guesses cannot all pass a
 * check made before any of them was counted. The attempt that reaches `maxAttempts` locks the key for `lockMs`
 * (a right password then clears it); attempts while locked are counted and answer the lock. When the window or
 * the lock has ended, counting starts again at 1.
 */
export async function reserveAttempt(
  db: Db,
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
  const [row] = await db
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
export async function countAttempt(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  const t = loginThrottles;
  const expired = sql`${t.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
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
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ failures: sql`greatest(${loginThrottles.failures} - 1, 0)` })
    .where(eq(loginThrottles.key, key));
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

/** Forgets every counter of an e-mail (its own and its pairs): `emailKey` is `emailThrottleKey`'s. */
export async function clearAttemptsOf(db: Db, emailKey: string): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(or(eq(loginThrottles.key, emailKey), sql`starts_with(${loginThrottles.key}, ${`${emailKey}|`})`));
}

/** Drops counters whose window and lock have both ended. */
export async function pruneAttempts(db: Db, now: Date, windowMs: number): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(
      and(
        lte(loginThrottles.windowStartedAt, new Date(now.getTime() - windowMs)),
        or(isNull(loginThrottles.lockedUntil), lte(loginThrottles.lockedUntil, now)),
      ),
    );
}

// --- OAuth ------------------------------------------------------------------------------------------------

export async function saveOAuthState(
  db: Db,
  values: {
    state: string;
    provider: string;
    codeVerifier: string;
    nonce: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** Takes the state of an authorization request once; undefined if unknown, used or expired. */
export async function takeOAuthState(db: Db, state: string, provider: string, now: Date) {
  const [row] = await db
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

export async function attachTicket(
  db: Db,
  state: string,
  ticketHash: string,
  userId: string,
  expiresAt: Date,
): Promise<void> {
  await db.update(oauthStates).set({ ticketHash, userId, expiresAt }).where(eq(oauthStates.state, state));
}

/** Redeems a login ticket once; answers its user. */
export async function redeemTicket(db: Db, ticketHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.ticketHash, ticketHash), gt(oauthStates.expiresAt, now)))
    .returning({ userId: oauthStates.userId });
  return row?.userId ?? undefined;
}

export async function deleteExpiredOAuthStates(db: Db, now: Date): Promise<void> {
  await db.delete(oauthStates).where(sql`${oauthStates.expiresAt} < ${now}`);
}

export async function findLinkedUser(db: Db, provider: string, subject: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row?.userId;
}

export async function link(db: Db, provider: string, subject: string, userId: string): Promise<void> {
  await db.insert(oauthAccounts).values({ provider, subject, userId }).onConflictDoNothing();
}

/**
 * Withdrawal: the student's linked sign-ins, sessions, OAuth states, e-mail codes and login counters go. Run it
 * before the account row is anonymised: the codes and counters are found by its e-mail.
 */
export async function erase(db: Db, userId: string): Promise<void> {
  await db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  await db.delete(oauthStates).where(eq(oauthStates.userId, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!account) return;
  await deleteCodesOf(db, account.email);
  await clearAttemptsOf(db, emailThrottleKey(account.email));
}
