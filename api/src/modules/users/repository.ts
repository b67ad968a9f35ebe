// Reads and writes of the users table (and the anonymising of learning records on withdrawal).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oauthAccounts, users, type NewUserRow, type UserRow } from '../../db/schema/index.js';
import { deleteStudentState } from '../../model/repository.js';
import { deleteMembership } from '../membership/repository.js';
import { deletePracticeData } from '../practice/repository.js';
import { deleteShares } from '../shares/repository.js';

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
   * Closes the account: every personal field is cleared and the e-mail freed, the row stays as an anonymous
   * tombstone (so old tokens answer E00004), linked sign-ins and sessions go, learning records lose their owner.
   */
  async withdraw(id: string, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
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
      await tx.execute(sql`delete from oauth_accounts where user_id = ${id}`);
      await tx.execute(sql`delete from oauth_states where user_id = ${id}`);
      await tx.execute(sql`delete from sessions where user_id = ${id}`);
      // Shared links stop opening; workbooks, bookmarks and courses of interest are personal and go.
      await deleteShares(tx, id);
      await deletePracticeData(tx, id);
      // The model's estimates of this student, and the membership (its payment records stay, as the law asks).
      await deleteStudentState(tx, id);
      await deleteMembership(tx, id);
      // Learning records are kept for the model but no longer point at anyone.
      const attempts = await tx.execute(sql`select to_regclass('public.attempts') is not null as present`);
      const present = (attempts as unknown as { rows: { present: boolean }[] }).rows[0]?.present === true;
      if (present) await tx.execute(sql`update attempts set user_id = null where user_id = ${id}`);
    });
  }
}
