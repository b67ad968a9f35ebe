// Reads and writes of the users table: accounts, their profile, and the anonymous tombstone a withdrawal leaves.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oauthAccounts, users, type NewUserRow, type UserRow } from '../../db/schema/index.js';

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findActiveByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.status, 'active')))
      .limit(1);
    return row;
  }

  async emailTaken(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row !== undefined;
  }

  /** Inserts the user; undefined when the e-mail was taken meanwhile (unique index). */
  async insert(row: NewUserRow): Promise<UserRow | undefined> {
    const [created] = await this.db.insert(users).values(row).onConflictDoNothing().returning();
    return created;
  }

  async update(id: string, values: Partial<NewUserRow>): Promise<void> {
    await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  async touchActive(id: string, at: Date): Promise<void> {
    await this.db.update(users).set({ lastActiveAt: at }).where(eq(users.id, id));
  }

  async providersOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ provider: oauthAccounts.provider })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, userId));
    return rows.map((row) => row.provider);
  }

  /**
   * Withdrawal, last of all: every personal field is cleared and the e-mail freed; the row stays as an anonymous
   * tombstone, so old tokens answer E00004 and kept payment records point at no one.
   */
  async erase(id: string, at: Date): Promise<void> {
    await this.db
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
}
