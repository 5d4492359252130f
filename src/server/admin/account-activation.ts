import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { sessions, signInCodes, users } from '../db/schema/index.ts'
import { recordAdminChange } from './audit-log.ts'

/** The account an operator acts on and who they are, for the audit log. */
export type AccountChange = {
  account: { id: number; email: string; deactivated_at: string | null }
  actorId: number
  now: Date
}

const accountTarget = (account: AccountChange['account']) =>
  ({ kind: 'account', id: account.id, label: account.email }) as const

/**
 * Deactivates the account and ends every session of it at once (docs/api-admin.md, "Accounts"):
 * its session rows and unspent sign-in codes go in the same transaction. An app server's session
 * cache may honour a session it read for at most SESSION_CACHE_MS more (docs/scaling.md); the
 * session look-up refuses a deactivated account's sessions besides.
 */
export async function deactivateAccount(
  db: Database,
  { account, actorId, now }: AccountChange,
): Promise<void> {
  const userId = account.id
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(users)
      // A second deactivation keeps the first one's time.
      .set({
        deactivatedAt: sql`coalesce(${users.deactivatedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ deactivatedAt: users.deactivatedAt })
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await tx.delete(signInCodes).where(eq(signInCodes.userId, userId))
    await recordAdminChange(tx, {
      actorId,
      action: 'account.deactivated',
      target: accountTarget(account),
      before: { deactivated_at: account.deactivated_at },
      after: { deactivated_at: after?.deactivatedAt?.toISOString() ?? null },
    })
  })
}

/** Lets the account sign in again; its sessions ended with the deactivation stay ended. */
export async function reactivateAccount(
  db: Database,
  { account, actorId, now }: AccountChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deactivatedAt: null, updatedAt: now })
      .where(eq(users.id, account.id))
    await recordAdminChange(tx, {
      actorId,
      action: 'account.reactivated',
      target: accountTarget(account),
      before: { deactivated_at: account.deactivated_at },
      after: { deactivated_at: null },
    })
  })
}
