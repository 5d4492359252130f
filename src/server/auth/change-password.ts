import type { Database } from '../db/client.ts'
import { isRecentPassword, replacePassword } from './password-history.ts'
import type { CurrentSession } from './session-types.ts'
import { endPasswordReset, type IssuedToken, revokeOtherSessions, rotateToken } from './sessions.ts'

type ChangeResult = { recentlyUsed: true } | { recentlyUsed: false; renewed: IssuedToken | null }

/**
 * Sets a new password unless it is one of the latest five, then signs the user out of every other
 * client and renews this client's token (a reset link's token may sit in the browser history).
 */
export async function changePassword(
  db: Database,
  secret: string,
  user: { id: number; passwordHash: string },
  session: CurrentSession,
  password: string,
  now: Date,
): Promise<ChangeResult> {
  if (await isRecentPassword(db, user, password)) return { recentlyUsed: true }
  await replacePassword(db, user, password)
  await revokeOtherSessions(db, user.id, session.id)
  await endPasswordReset(db, session.id)
  const renewed = await rotateToken(db, secret, session, session.tokenDigest, now)
  return { recentlyUsed: false, renewed }
}
