import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { type UserTokenPurpose, userTokens } from '../db/schema/index.ts'
import { digestToken, newToken } from './token-digest.ts'

const HOUR_MS = 60 * 60_000
export const USER_TOKEN_LIFETIME_MS: Record<UserTokenPurpose, number> = {
  confirmation: 3 * 24 * HOUR_MS,
  password_reset: HOUR_MS,
}

/**
 * Makes a single-use token for an emailed link and returns it; only its digest is stored. A new
 * reset link replaces the older ones, so only the latest email can change the password.
 */
export async function issueUserToken(
  db: Database,
  secret: string,
  link: { userId: number; purpose: UserTokenPurpose },
  now: Date,
): Promise<string> {
  if (link.purpose === 'password_reset') {
    await db
      .update(userTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(userTokens.userId, link.userId),
          eq(userTokens.purpose, link.purpose),
          isNull(userTokens.usedAt),
        ),
      )
  }
  const token = newToken()
  await db.insert(userTokens).values({
    userId: link.userId,
    purpose: link.purpose,
    tokenDigest: digestToken(secret, token),
    expiresAt: new Date(now.getTime() + USER_TOKEN_LIFETIME_MS[link.purpose]),
  })
  return token
}

/** Spends a token in one statement, so a link followed twice at once works only once. */
export async function consumeUserToken(
  db: Database,
  secret: string,
  token: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<{ userId: number } | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenDigest, digestToken(secret, token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId })
  return row ?? null
}
