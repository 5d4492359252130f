import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { isEmailAddress } from '../../domain/fields.ts'
import { INVITATION_DAYS, MEMBER_MESSAGES } from '../../domain/member-schemas.ts'
import type { CompanyRole } from '../../domain/roles.ts'
import { emailKey, emailKeySql } from '../accounts/email-key.ts'
import { digestToken, newToken } from '../auth/token-digest.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { companies, invitations, users } from '../db/schema/index.ts'
import { limitUserMail } from '../mail/user-mail-limits.ts'
import { type InvitationSender, sendInvitationEmail } from './invitation-email.ts'

const DAY_MS = 24 * 60 * 60_000

/** Who is inviting, and to which company, as the email names them. */
export async function invitationSender(
  db: Database,
  inviterId: number,
  companyId: number,
): Promise<InvitationSender> {
  const [inviter] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, inviterId))
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
  return {
    name: inviter ? `${inviter.first} ${inviter.last}`.trim() : 'A colleague',
    companyName: company?.name ?? '',
  }
}

/**
 * Why each address cannot be invited (docs/spec/marketplace.md §5): none when all can. Only what the
 * company's own members list shows is a reason; an account elsewhere is not named, so the answer
 * tells nobody who is registered (its owner gets a note instead of the invitation).
 */
async function refusals(db: Database, companyId: number, emails: string[], now: Date) {
  const keys = emails.map(emailKey)
  const members = await db
    .select({ email: sql<string>`${emailKeySql(users.email)}` })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(emailKeySql(users.email), keys)))
  const invited = await db
    .select({ email: sql<string>`${emailKeySql(invitations.email)}` })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        inArray(emailKeySql(invitations.email), keys),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
  const errors: string[] = []
  for (const email of emails) {
    const key = emailKey(email)
    if (!isEmailAddress(email)) errors.push(MEMBER_MESSAGES.invalidEmail(email))
    else if (members.some((row) => row.email === key)) {
      errors.push(MEMBER_MESSAGES.alreadyMember(email))
    } else if (invited.some((row) => row.email === key)) {
      errors.push(MEMBER_MESSAGES.alreadyInvited(email))
    }
  }
  return errors
}

/** A fresh token for the invitation and a new expiry; answers the token for its email. */
export async function renewInvitationToken(
  db: Database,
  secret: string,
  invitationId: number,
  now: Date,
) {
  const token = newToken()
  await db
    .update(invitations)
    .set({
      tokenDigest: digestToken(secret, token),
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    })
    .where(eq(invitations.id, invitationId))
  return token
}

type Invite = {
  companyId: number
  inviterId: number
  emails: string[]
  role: CompanyRole
  message: string
}

/**
 * Invites every address or none: the refused ones come back with their reasons. Each invitation
 * gets its own random token, kept only as a digest, and its email goes through the outbox; the
 * addresses count against the inviter's and their own daily mail limits.
 */
export async function inviteMembers(
  db: Database,
  config: Config,
  invite: Invite,
  now: Date,
): Promise<{ refused: string[] }> {
  // The first spelling of each address, once.
  const emails = invite.emails.filter(
    (email, index) =>
      invite.emails.findIndex((other) => emailKey(other) === emailKey(email)) === index,
  )
  const refused = await refusals(db, invite.companyId, emails, now)
  if (refused.length > 0) return { refused }
  await limitUserMail(db, invite.inviterId, { typed: emails })
  const sender = await invitationSender(db, invite.inviterId, invite.companyId)
  await db.transaction(async (tx) => {
    for (const email of emails) {
      const token = newToken()
      await tx.insert(invitations).values({
        companyId: invite.companyId,
        email,
        role: invite.role,
        tokenDigest: digestToken(config.tokenSecret, token),
        invitedBy: invite.inviterId,
        message: invite.message || null,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      await sendInvitationEmail(tx, config, { email, token, message: invite.message }, sender)
    }
  })
  return { refused: [] }
}
