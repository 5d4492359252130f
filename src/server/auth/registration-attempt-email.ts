import { PRODUCT_NAME } from '../../domain/brand.ts'
import { userByEmail } from '../accounts/users.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { mayMailAddress } from '../mail/user-mail-limits.ts'

/**
 * Registration answers a registered email as it answers a new one, so it tells nobody who has an
 * account; the owner hears of the attempt instead, within the address's daily mail limit.
 */
export async function sendRegistrationAttemptEmail(
  db: Database,
  config: Config,
  email: string,
  now: Date,
): Promise<void> {
  const owner = await userByEmail(db, email)
  if (!owner || !(await mayMailAddress(db, owner.email, now))) return
  await enqueueMail(db, {
    to: owner.email,
    subject: `Someone tried to register with your address on ${PRODUCT_NAME}`,
    paragraphs: [
      owner.firstName ? `Hello ${owner.firstName},` : 'Hello,',
      `Someone tried to register a new ${PRODUCT_NAME} account with this email address. You already have an account, so nothing was changed.`,
      'If it was you, sign in with your password, or reset it from the sign-in dialog if you forgot it. If it was not you, ignore this email.',
    ],
    action: { label: 'Sign in', url: `${config.publicUrl}/log-in` },
  })
}
