import * as v from 'valibot'
import { idField, MESSAGES, splitEmailList } from './fields.ts'
import { COMPANY_ROLES, type CompanyRole } from './roles.ts'

/** docs/spec/marketplace.md §5 and §9: the invitation's personal message. */
export const INVITE_MESSAGE_MAX = 500
/** More addresses than a team invites at once is a mistake or abuse. */
export const INVITE_EMAILS_MAX = 50
/** How long an emailed invitation link works. */
export const INVITATION_DAYS = 7
/** How long the invite modal shows invalid and duplicated addresses (docs/spec/marketplace.md §9). */
export const INVITE_NOTICE_MS = 6000

export const MEMBER_MESSAGES = {
  emailsRequired: 'Enter one or more emails',
  emailInvalid: 'This email is invalid',
  emailDuplicated: 'This email is duplicated',
  roleRequired: MESSAGES.roleRequired,
  messageTooLong: MESSAGES.tooLong(INVITE_MESSAGE_MAX),
  oneAdminAtLeast: 'There should be at least 1 admin in company',
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  tooManyEmails: MESSAGES.tooManyEmails,
  invalidEmail: (email: string) => `${email}: This email is invalid`,
  alreadyMember: (email: string) => `${email} is already a member of this company`,
  alreadyInvited: (email: string) => `${email} has already been invited`,
} as const

/** How the screen names each company role. */
export const COMPANY_ROLE_NAMES: Record<CompanyRole, string> = {
  vendor_admin: 'Admin',
  vendor_user: 'User',
}

const roleField = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty(MEMBER_MESSAGES.roleRequired),
    v.picklist(COMPANY_ROLES, MEMBER_MESSAGES.roleRequired),
  )

/**
 * POST /vendors/{id}/members. The addresses are checked one by one afterwards, so that every
 * refused address is reported with its reason; here only that there are some.
 */
export const InviteMembersSchema = v.object({
  emails: v.pipe(
    v.optional(v.union([v.string(), v.array(v.string())]), []),
    v.transform((value) =>
      Array.isArray(value) ? value.flatMap(splitEmailList) : splitEmailList(value),
    ),
    v.minLength(1, MEMBER_MESSAGES.emailsRequired),
    v.maxLength(INVITE_EMAILS_MAX, `At most ${INVITE_EMAILS_MAX} emails at once`),
  ),
  role: roleField(),
  message: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((text) => (text ?? '').trim()),
    v.maxLength(INVITE_MESSAGE_MAX, MEMBER_MESSAGES.messageTooLong),
  ),
})
export type InviteMembersInput = v.InferInput<typeof InviteMembersSchema>

/** PATCH /vendors/{id}/members/{memberId}. */
export const MemberRoleSchema = v.object({ role: roleField() })

/** DELETE /vendors/{id}/members/{memberId}: the colleague who becomes admin, if one is named. */
export const DeleteMemberSchema = v.object({
  new_admin_id: v.optional(v.nullable(idField())),
})

/** A member as the list answers it (docs/spec/marketplace.md §3). */
export type Member = {
  id: number
  first_name: string
  last_name: string
  profile_picture: string | null
  role_id: CompanyRole
  email: string
  role: CompanyRole
}
export type MemberRole = { id: CompanyRole; name: string }
export type InvitedUser = { id: number; email: string }
export type UnconfirmedUser = { id: number; email: string; first_name: string; last_name: string }

/** A registrant waiting to join the company (docs/api-access.md, "Joining an existing company"). */
export type JoinRequest = {
  id: number
  first_name: string
  last_name: string
  email: string
  job_title: string | null
  requested_at: string
}

export type MembersList = {
  users: Member[]
  join_requests: JoinRequest[]
  roles: MemberRole[]
  invited_users: InvitedUser[]
  unconfirmed_users: UnconfirmedUser[]
  invitation_email_text: string
}
