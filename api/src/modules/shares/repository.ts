// Reads and writes of shared reports. Only this file touches the shares table.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shares, type NewShareRow, type ShareRow } from '../../db/schema/shares.js';
import { findUserById } from '../users/repository.js';

export type { ShareRow };

export async function insertShare(db: Db, values: NewShareRow): Promise<ShareRow> {
  const [row] = await db.insert(shares).values(values).returning();
  if (!row) throw new Error('share insert returned no row');
  return row;
}

/** The student's links, newest first, revoked and expired ones included. */
export async function listShares(db: Db, userId: string): Promise<ShareRow[]> {
  return db.select().from(shares).where(eq(shares.userId, userId)).orderBy(desc(shares.createdAt), desc(shares.id));
}

/** Revokes the student's link (the first revocation's time stays); undefined when it is not theirs. */
export async function revokeShare(db: Db, id: string, userId: string, at: Date): Promise<ShareRow | undefined> {
  const [row] = await db
    .update(shares)
    .set({ revokedAt: sql`coalesce(${shares.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(shares.id, id), eq(shares.userId, userId)))
    .returning();
  return row;
}

/** The live link with this token hash: not revoked, not expired, of a student who has not withdrawn. */
export async function findOpenShare(db: Db, tokenHash: string, at: Date): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(shares)
    .where(and(eq(shares.tokenHash, tokenHash), isNull(shares.revokedAt), gt(shares.expiresAt, at)))
    .limit(1);
  if (!row) return undefined;
  const owner = await findUserById(db, row.userId);
  return owner?.status === 'active' ? row : undefined;
}

/** The name the student goes by, for the report's heading. */
export async function studentName(db: Db, userId: string): Promise<string | undefined> {
  return (await findUserById(db, userId))?.name;
}

/** Withdrawal: every link of the student goes, so no link they made opens any more. */
export async function erase(db: Db, userId: string): Promise<void> {
  await db.delete(shares).where(eq(shares.userId, userId));
}
