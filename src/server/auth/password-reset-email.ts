import { PRODUCT_NAME } from '../../domain/brand.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { issueUserToken } from './user-tokens.ts'

/** Issues a reset token (replacing earlier ones) and writes its email, in the caller's transaction. */
export async function sendPasswordResetEmail(
  db: Database,
  config: Config,
  user: { id: number; email: string },
  now: Date,
): Promise<void> {
  const token = await issueUserToken(
    db,
    config.tokenSecret,
    { userId: user.id, purpose: 'password_reset' },
    now,
  )
  const query = new URLSearchParams({ reset_password_token: token })
  await enqueueMail(db, {
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    paragraphs: [
      'Someone asked to reset the password of your account. If it was you, follow the link below: it works once, within 1 hour.',
      'If it was not you, ignore this email; your password stays as it is.',
    ],
    action: {
      label: 'Reset my password',
      url: `${config.publicUrl}/api/v1/auth/password/edit?${query}`,
    },
  })
}
