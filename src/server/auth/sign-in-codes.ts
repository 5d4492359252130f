import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { signInCodes } from '../db/schema/index.ts'
import { digestToken, newToken } from './token-digest.ts'

/** A code only has to carry the browser from a link or a click to the app's first request. */
export const SIGN_IN_CODE_LIFETIME_MS = 15 * 60_000

/** A new one-time code for the user (docs/api-access.md, "Sign-in codes"); only its digest is kept. */
export async function issueSignInCode(
  db: Database,
  secret: string,
  userId: number,
  now: Date,
  options: { passwordResetUntil?: Date } = {},
): Promise<string> {
  const code = newToken()
  await db.insert(signInCodes).values({
    userId,
    codeDigest: digestToken(secret, code),
    passwordResetUntil: options.passwordResetUntil,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS),
  })
  return code
}

/** Spends a code in one statement, so of parallel exchanges of one code only one succeeds. */
export async function spendSignInCode(
  db: Database,
  secret: string,
  code: string,
  now: Date,
): Promise<{ userId: number; passwordResetUntil: Date | null } | null> {
  const [row] = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInCodes.codeDigest, digestToken(secret, code)),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, now),
      ),
    )
    .returning({ userId: signInCodes.userId, passwordResetUntil: signInCodes.passwordResetUntil })
  return row ?? null
}
