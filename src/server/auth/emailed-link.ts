import { confirmUser } from '../accounts/users.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { UserTokenPurpose } from '../db/schema/index.ts'
import { announceJoinRequest } from '../members/join-requests.ts'
import { withQuery } from './redirect-target.ts'
import { issueSignInCode } from './sign-in-codes.ts'
import { consumeUserToken } from './user-tokens.ts'

const LINK_EXPIRED_PATH = '/link-expired'

/**
 * Where following an emailed link leads: its token is spent, the address it reached counts as
 * confirmed (which lets a request to join a company reach its deciders), and the target page opens
 * with a one-time sign-in code in its query, which the app exchanges by POST for a session
 * (docs/api-access.md, "Sign-in codes"); no session token ever travels in a URL. The link proves
 * the mailbox only: an account with two-factor sign-in shows its code at the exchange too. An unknown, used or expired token leads to the link-expired page.
 */
export async function emailedLinkTarget(
  db: Database,
  config: Config,
  link: { purpose: UserTokenPurpose; token: string | undefined; target: string },
  now: Date,
  options: { passwordResetUntil?: Date } = {},
): Promise<string> {
  const spent =
    link.token && (await consumeUserToken(db, config.tokenSecret, link.token, link.purpose, now))
  const user = spent && (await confirmUser(db, spent.userId, now))
  if (!user) return LINK_EXPIRED_PATH
  await announceJoinRequest(db, config, user.id, now)
  const code = await issueSignInCode(db, config.tokenSecret, user.id, now, {
    ...options,
    secondFactorDue: true,
  })
  return withQuery(link.target, { code }, config.publicUrl)
}
