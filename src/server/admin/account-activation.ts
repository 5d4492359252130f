import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { sessions, signInCodes, users } from '../db/schema/index.ts'

/**
 * Deactivates the account and ends every session of it at once (docs/api-admin.md, "Accounts"):
 * its session rows and unspent sign-in codes go in the same transaction. An app server's session
 * cache may honour a session it read for at most SESSION_CACHE_MS more (docs/scaling.md); the
 * session look-up refuses a deactivated account's sessions besides.
 */
export async function deactivateAccount(db: Database, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      // A second deactivation keeps the first one's time.
      .set({
        deactivatedAt: sql`coalesce(${users.deactivatedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await tx.delete(signInCodes).where(eq(signInCodes.userId, userId))
  })
}

/** Lets the account sign in again; its sessions ended with the deactivation stay ended. */
export async function reactivateAccount(db: Database, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ deactivatedAt: null, updatedAt: now }).where(eq(users.id, userId))
}
