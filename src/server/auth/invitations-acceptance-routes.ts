import { and, eq, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { AcceptInvitationSchema } from '../../domain/auth-schemas.ts'
import { loadAccount } from '../accounts/account-json.ts'
import { assertEmailFree, insertUser } from '../accounts/users.ts'
import type { Database } from '../db/client.ts'
import { invitations } from '../db/schema/index.ts'
import { fieldErrors } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { refusingCommonPassword } from './common-passwords.ts'
import { hashPassword } from './password.ts'
import { handOutSession } from './session-headers.ts'
import { openSession } from './sessions.ts'
import { digestToken } from './token-digest.ts'

type Invitation = typeof invitations.$inferSelect
type NewMember = Omit<Parameters<typeof insertUser>[1], 'email' | 'role' | 'companyId'>

/** Marks the invitation accepted and creates its user, or neither: each invitation works once. */
async function acceptInvitation(db: Database, invitation: Invitation, member: NewMember) {
  return db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(invitations)
      .set({ acceptedAt: member.confirmedAt })
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id })
    if (!accepted) return undefined
    return insertUser(tx, {
      ...member,
      email: invitation.email,
      role: invitation.role,
      companyId: invitation.companyId,
    })
  })
}

export const invitationAcceptanceRoutes = new Hono<ServerEnv>().patch(
  '/accept_invitation',
  jsonBody(refusingCommonPassword(AcceptInvitationSchema)),
  async (c) => {
    const { db, config } = c.var
    const input = c.req.valid('json')
    const now = new Date()
    const [invitation] = await db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.tokenDigest, digestToken(config.tokenSecret, input.confirmation_token)),
          isNull(invitations.acceptedAt),
        ),
      )
    const notFound = () => c.json({ errors: [AUTH_MESSAGES.invitationNotFound] }, 404)
    if (!invitation) return notFound()
    if (invitation.expiresAt <= now) {
      return fieldErrors(c, { confirmation_token: [AUTH_MESSAGES.invitationExpired] })
    }
    await assertEmailFree(db, invitation.email)
    // The invitation reached this address, so the email counts as confirmed.
    const user = await acceptInvitation(db, invitation, {
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      jobTitle: input.job_title,
      phoneNumber: input.phone_number,
      confirmedAt: now,
    })
    if (!user) return notFound()
    const opened = await openSession(db, config, user.id, now)
    handOutSession(c, user.email, opened.client, opened)
    return c.json({ data: await loadAccount(db, user.id) }, 200)
  },
)
