import { PRODUCT_NAME } from '../../domain/brand.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { issueUserToken } from './user-tokens.ts'

type Recipient = { id: number; email: string; firstName: string }

/** Where the emailed link leads: the API link confirms and signs in; the app link posts the token. */
export type ConfirmationLink = { kind: 'api'; redirectPath: string } | { kind: 'app' }

function linkUrl(config: Config, token: string, link: ConfirmationLink): string {
  if (link.kind === 'app') return `${config.publicUrl}/account-confirm-email/${token}`
  const query = new URLSearchParams({ confirmation_token: token, redirect_url: link.redirectPath })
  return `${config.publicUrl}/api/v1/auth/confirmation?${query}`
}

/** Issues a confirmation token and writes its email; pass the transaction of the change. */
export async function sendConfirmationEmail(
  db: Database,
  config: Config,
  user: Recipient,
  link: ConfirmationLink,
  now: Date,
): Promise<void> {
  const token = await issueUserToken(
    db,
    config.tokenSecret,
    { userId: user.id, purpose: 'confirmation' },
    now,
  )
  await enqueueMail(db, {
    to: user.email,
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    paragraphs: [
      user.firstName ? `Hello ${user.firstName},` : 'Hello,',
      'Please confirm your email address to activate your account. The link works once, within 3 days.',
      'If you did not register, ignore this email.',
    ],
    action: { label: 'Confirm my email', url: linkUrl(config, token, link) },
  })
}
