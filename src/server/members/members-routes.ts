import { and, eq, isNull } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { JOIN_REQUEST_TEXT } from '../../domain/join-request-messages.ts'
import {
  COMPANY_ROLE_NAMES,
  DeleteMemberSchema,
  InviteMembersSchema,
  MEMBER_MESSAGES,
  MemberRoleSchema,
  type MembersList,
} from '../../domain/member-schemas.ts'
import { COMPANY_ROLES } from '../../domain/roles.ts'
import { deleteAccount } from '../accounts/delete-account.ts'
import { enforceLimit } from '../auth/rate-limit.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { routeBodyLimit } from '../body-limits.ts'
import type { Database } from '../db/client.ts'
import { invitations } from '../db/schema/index.ts'
import { fieldErrors, HttpError } from '../http-errors.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import { limitUserMail } from '../mail/user-mail-limits.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody, multipartBody } from '../validation.ts'
import { pathId, type VendorAccess, vendorRight } from '../vendors/vendor-access.ts'
import { changeMemberRole } from './change-member-role.ts'
import { invitationEmailText, sendInvitationEmail } from './invitation-email.ts'
import { invitationSender, inviteMembers, renewInvitationToken } from './invite-members.ts'
import { companyJoinRequestsOf, decideJoinRequest } from './join-requests.ts'
import {
  companyMember,
  confirmedMembers,
  openInvitations,
  unconfirmedMembers,
} from './member-queries.ts'

type VendorEnv = ServerEnv & { Variables: { access: VendorAccess } }

const HOUR_MS = 60 * 60_000
const RESENDS_PER_HOUR = 5
/** Invite requests a user may send an hour: a team's worth, not a mailing list's. */
const INVITES_PER_HOUR = 20
/** An invitation form: 50 addresses and a 500-character message, with room to spare. */
const INVITATION_BODY_MAX_BYTES = 64 * 1024

/** 429 once the key has had more than `max` events this hour. */
const limitEmails = (db: Database, key: string, max: number) =>
  enforceLimit(db, { key, max, windowMs: HOUR_MS }, MEMBER_MESSAGES.tooManyEmails)

const roles = COMPANY_ROLES.map((id) => ({ id, name: COMPANY_ROLE_NAMES[id] }))

/**
 * Company members and invitations (docs/spec/marketplace.md §2, §4, §5, §7; docs/api-members.md). Every
 * call is for the vendor's admins and a super_admin: the vendor's `manage` right.
 */
export const memberRoutes = new Hono<ServerEnv>()
  .get('/vendors/:id/members', requireUser, vendorRight('manage'), async (c) => {
    const { db } = c.var
    const { companyId } = c.var.access
    const now = new Date()
    const sender = await invitationSender(db, c.var.user.id, companyId)
    const list: MembersList = {
      users: await confirmedMembers(db, companyId),
      join_requests: (await companyJoinRequestsOf(db, companyId)).map((request) => ({
        ...request,
        requested_at: request.requested_at.toISOString(),
      })),
      roles,
      invited_users: await openInvitations(db, companyId, now),
      unconfirmed_users: await unconfirmedMembers(db, companyId),
      invitation_email_text: invitationEmailText(sender),
    }
    return c.json(list, 200)
  })
  .post(
    '/vendors/:id/members',
    routeBodyLimit(INVITATION_BODY_MAX_BYTES),
    requireUser,
    vendorRight('manage'),
    idempotent,
    multipartBody(InviteMembersSchema, () => false),
    async (c) => {
      const { data } = c.req.valid('form')
      await limitEmails(c.var.db, `mail:invite:${c.var.user.id}`, INVITES_PER_HOUR)
      const invite = {
        companyId: c.var.access.companyId,
        inviterId: c.var.user.id,
        emails: data.emails,
        role: data.role,
        message: data.message,
      }
      const { refused } = await inviteMembers(c.var.db, c.var.config, invite, new Date())
      if (refused.length > 0) return fieldErrors(c, { emails: refused })
      return c.json({ success: true as const, emails: data.emails }, 200)
    },
  )
  .patch(
    '/vendors/:id/members/:memberId',
    requireUser,
    vendorRight('manage'),
    jsonBody(MemberRoleSchema),
    async (c) => {
      const { db, access } = c.var
      const member = await memberOfPath(c.var.db, access.companyId, c.req.param('memberId'))
      const { role } = c.req.valid('json')
      if (!(await changeMemberRole(db, { ...member, companyId: access.companyId }, role))) {
        return fieldErrors(c, { role: [MEMBER_MESSAGES.oneAdminAtLeast] })
      }
      return c.json({ data: { id: member.id, role, role_id: role } }, 200)
    },
  )
  .delete(
    '/vendors/:id/members/:memberId',
    requireUser,
    vendorRight('manage'),
    jsonBody(DeleteMemberSchema),
    async (c) => {
      const { db, access } = c.var
      const member = await memberOfPath(db, access.companyId, c.req.param('memberId'))
      const result = await deleteAccount(
        db,
        c.var.storage,
        { ...member, companyId: access.companyId },
        c.req.valid('json').new_admin_id,
      )
      if (!result.deleted) {
        const errors = { new_admin_id: [MEMBER_MESSAGES.oneAdminAtLeast] }
        return fieldErrors(c, errors, { candidates: result.candidates })
      }
      return c.json({ success: true as const, id: member.id }, 200)
    },
  )
  .get(
    '/vendors/:id/members/:memberId/resend_invitation',
    requireUser,
    vendorRight('manage'),
    async (c) => {
      const { db, config, access } = c.var
      const now = new Date()
      const id = pathId(c.req.param('memberId'))
      const [invitation] = id
        ? await db
            .select()
            .from(invitations)
            .where(
              and(
                eq(invitations.id, id),
                eq(invitations.companyId, access.companyId),
                isNull(invitations.acceptedAt),
              ),
            )
        : []
      if (!invitation) throw new HttpError(404, MEMBER_MESSAGES.invitationNotFound)
      await limitEmails(db, `mail:invitation:${invitation.id}`, RESENDS_PER_HOUR)
      await limitUserMail(db, c.var.user.id, { typed: [invitation.email] })
      const sender = await invitationSender(db, c.var.user.id, access.companyId)
      await db.transaction(async (tx) => {
        const token = await renewInvitationToken(tx, config.tokenSecret, invitation.id, now)
        const email = { email: invitation.email, token, message: invitation.message }
        await sendInvitationEmail(tx, config, email, sender)
      })
      return c.json({ success: true as const, email: invitation.email }, 200)
    },
  )
  .post('/vendors/:id/join_requests/:requestId/approve', requireUser, vendorRight('manage'), (c) =>
    decideJoinRequestOfPath(c, true),
  )
  .post('/vendors/:id/join_requests/:requestId/decline', requireUser, vendorRight('manage'), (c) =>
    decideJoinRequestOfPath(c, false),
  )

/** Approving or declining a request to join: the vendor's admins (or a super_admin) decide. */
async function decideJoinRequestOfPath<E extends VendorEnv>(c: Context<E>, approve: boolean) {
  const requestId = pathId(c.req.param('requestId'))
  if (requestId === null) throw new HttpError(404, JOIN_REQUEST_TEXT.notFound)
  const { companyId } = c.var.access
  const choice = { requestId, approve, now: new Date() }
  await decideJoinRequest(c.var.db, c.var.config, companyId, choice)
  return c.json({ success: true as const, id: requestId }, 200)
}

/** The member the path names, of this company; 404 for anyone else. */
async function memberOfPath(
  db: Parameters<typeof companyMember>[0],
  companyId: number,
  raw: string,
) {
  const id = pathId(raw)
  const member = id ? await companyMember(db, companyId, id) : undefined
  if (!member) throw new HttpError(404, MEMBER_MESSAGES.memberNotFound)
  return member
}
