import { and, desc, eq, notInArray } from 'drizzle-orm'
import { PASSWORD_HISTORY } from '../../domain/fields.ts'
import type { Database } from '../db/client.ts'
import { passwordHistory, users } from '../db/schema/index.ts'
import { hashPassword, verifyPassword } from './password.ts'

/** The current hash is one of the five, so the table keeps the four before it. */
const KEPT_PREVIOUS = PASSWORD_HISTORY - 1

type UserPassword = { id: number; passwordHash: string }

/** Whether the password is the current one or one of the four before it. */
export async function isRecentPassword(
  db: Database,
  user: UserPassword,
  password: string,
): Promise<boolean> {
  const previous = await db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, user.id))
    .orderBy(desc(passwordHistory.id))
    .limit(KEPT_PREVIOUS)
  const hashes = [user.passwordHash, ...previous.map((p) => p.passwordHash)]
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, password)))
  return matches.includes(true)
}

/** Sets a new password, moving the current hash into the history and dropping the oldest. */
export async function replacePassword(
  db: Database,
  user: UserPassword,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx.insert(passwordHistory).values({ userId: user.id, passwordHash: user.passwordHash })
    const kept = tx
      .select({ id: passwordHistory.id })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, user.id))
      .orderBy(desc(passwordHistory.id))
      .limit(KEPT_PREVIOUS)
    await tx
      .delete(passwordHistory)
      .where(and(eq(passwordHistory.userId, user.id), notInArray(passwordHistory.id, kept)))
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id))
  })
}
