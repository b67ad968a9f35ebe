// Reads and writes of the users table: accounts, their profile, and the anonymous tombstone a withdrawal leaves.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oauthAccounts, users, type NewUserRow, type UserRow } from '../../db/schema/index.js';

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The accounts with these ids (withdrawn ones too, as tombstones). */
export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.status, 'active')))
    .limit(1);
  return row;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

/** Inserts the user; undefined when the e-mail was taken meanwhile (unique index). */
export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUserRow>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function touchActive(db: Db, id: string, at: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, id));
}

export async function providersOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ provider: oauthAccounts.provider })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId));
  return rows.map((row) => row.provider);
}

export type Role = 'student' | 'operator';

/** Sets the role of the active account with this e-mail; undefined when there is none. */
export async function setRoleByEmail(
  db: Db,
  email: string,
  role: Role,
): Promise<{ id: string; previous: Role } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.status, 'active')))
      .limit(1);
    if (!row) return undefined;
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, row.id));
    return { id: row.id, previous: row.role };
  });
}

/** Makes the active students among these (lower-case) e-mails operators; answers how many there were. */
export async function promoteStudents(db: Db, emails: readonly string[]): Promise<number> {
  const promoted = await db
    .update(users)
    .set({ role: 'operator' })
    .where(and(inArray(sql`lower(${users.email})`, [...emails]), eq(users.status, 'active'), eq(users.role, 'student')))
    .returning({ id: users.id });
  return promoted.length;
}

/** Sets the account's role (a withdrawn operator goes back to student). */
export async function setRole(db: Db, id: string, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, id), ne(users.role, role)));
}

/**
 * Withdrawal, last of all: every personal field is cleared and the e-mail freed; the row stays as an anonymous
 * tombstone, so old tokens answer E00004 and kept payment records point at no one.
 */
export async function erase(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({
      email: `withdrawn-${id}@withdrawn.invalid`,
      name: '',
      passwordHash: null,
      birthday: null,
      gradeClass: null,
      gradeSub: null,
      sex: null,
      countryCode: null,
      languageType: null,
      translationCode: null,
      termsMarketingAt: null,
      mustChangePassword: false,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      lastLoginAt: null,
      lastActiveAt: null,
      status: 'withdrawn',
      withdrawnAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, id));
}
