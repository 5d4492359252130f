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
  options: { passwordResetUntil?: Date; secondFactorDue?: boolean } = {},
): Promise<string> {
  const code = newToken()
  await db.insert(signInCodes).values({
    userId,
    codeDigest: digestToken(secret, code),
    passwordResetUntil: options.passwordResetUntil,
    secondFactorDue: options.secondFactorDue ?? false,
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS),
  })
  return code
}

const usable = (secret: string, code: string, now: Date) =>
  and(
    eq(signInCodes.codeDigest, digestToken(secret, code)),
    isNull(signInCodes.usedAt),
    gt(signInCodes.expiresAt, now),
  )

const SPENT_CODE = {
  userId: signInCodes.userId,
  passwordResetUntil: signInCodes.passwordResetUntil,
  secondFactorDue: signInCodes.secondFactorDue,
}

/** A code that can still be spent, left unspent: a wrong second-factor code must not burn the link. */
export async function usableSignInCode(db: Database, secret: string, code: string, now: Date) {
  const [row] = await db
    .select(SPENT_CODE)
    .from(signInCodes)
    .where(usable(secret, code, now))
  return row ?? null
}

/** Spends a code in one statement, so of parallel exchanges of one code only one succeeds. */
export async function spendSignInCode(db: Database, secret: string, code: string, now: Date) {
  const [row] = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(usable(secret, code, now))
    .returning(SPENT_CODE)
  return row ?? null
}
