import { confirmUser } from '../accounts/users.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { UserTokenPurpose } from '../db/schema/index.ts'
import { withQuery } from './redirect-target.ts'
import { sessionHeaders, sessionQuery } from './session-headers.ts'
import { openSession } from './sessions.ts'
import { consumeUserToken } from './user-tokens.ts'

const LINK_EXPIRED_PATH = '/link-expired'

/**
 * Where following an emailed link leads: its token is spent, the address it reached counts as
 * confirmed, and the target page opens with a new session in its query. An unknown, used or
 * expired token leads to the link-expired page.
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
  const opened = await openSession(db, config.tokenSecret, user.id, now, options)
  const query = sessionQuery(sessionHeaders(user.email, opened.client, opened))
  return withQuery(link.target, query, config.publicUrl)
}
