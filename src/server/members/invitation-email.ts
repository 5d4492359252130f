import { PRODUCT_NAME } from '../../domain/brand.ts'
import { INVITATION_DAYS } from '../../domain/member-schemas.ts'
import { userByEmail } from '../accounts/users.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'

export type InvitationSender = { name: string; companyName: string }

/** The text every invitation opens with; the invite modal shows it above the personal message. */
export function invitationEmailText(sender: InvitationSender): string {
  return `${sender.name} has invited you to join ${sender.companyName} on ${PRODUCT_NAME}. Accept the invitation to create your account; the link works once, within ${INVITATION_DAYS} days.`
}

/**
 * The link the /accept-invitation dialog reads (docs/spec/access-and-account.md §3): values encoded as URI
 * components, so a `+` in the address travels as %2B and a space in a name as %20.
 */
export function invitationLink(
  config: Config,
  values: { token: string; email: string; companyName: string },
): string {
  const query = Object.entries({
    confirmation_token: values.token,
    email: values.email,
    company_name: values.companyName,
  })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')
  return `${config.publicUrl}/accept-invitation?${query}`
}

/**
 * Writes the invitation email; the renderer escapes the admin's message in the HTML part. An
 * address that already has an account cannot accept (an account belongs to one company): it gets
 * a note saying so, with no link, while the inviter sees it invited like any other address.
 */
export async function sendInvitationEmail(
  db: Database,
  config: Config,
  invitation: { email: string; token: string; message: string | null },
  sender: InvitationSender,
): Promise<void> {
  const registered = Boolean(await userByEmail(db, invitation.email))
  const paragraphs = ['Hello,']
  if (registered) {
    paragraphs.push(
      `${sender.name} has invited you to join ${sender.companyName} on ${PRODUCT_NAME}. You already have an account with this email address, and an account belongs to one company, so there is nothing to accept. To move your account to ${sender.companyName}, write to ${config.supportEmail}.`,
    )
  } else paragraphs.push(invitationEmailText(sender))
  if (invitation.message) paragraphs.push(`A message from ${sender.name}:\n${invitation.message}`)
  await enqueueMail(db, {
    to: invitation.email,
    subject: `Join ${sender.companyName} on ${PRODUCT_NAME}`,
    paragraphs,
    action: registered
      ? { label: 'Sign in', url: `${config.publicUrl}/log-in` }
      : {
          label: 'Accept invitation',
          url: invitationLink(config, { ...invitation, companyName: sender.companyName }),
        },
  })
}
