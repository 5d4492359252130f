import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm'
import { COMPANY_ROLES, type CompanyRole } from '../../domain/roles.ts'
import type { Database } from '../db/client.ts'
import { invitations, users } from '../db/schema/index.ts'

/** A user of the company in a company role, or undefined: the path's member of this vendor. */
export async function companyMember(db: Database, companyId: number, memberId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      companyId: users.companyId,
      confirmedAt: users.confirmedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.id, memberId),
        eq(users.companyId, companyId),
        inArray(users.role, COMPANY_ROLES),
      ),
    )
  return row ? { ...row, role: row.role as CompanyRole } : undefined
}

const memberColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  profile_picture: users.profilePictureUrl,
  email: users.email,
  role: users.role,
}

/** The company's members who confirmed their email and can sign in, in the order they joined. */
export async function confirmedMembers(db: Database, companyId: number) {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.role, COMPANY_ROLES),
        isNotNull(users.confirmedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(asc(users.id))
  return rows.map((row) => {
    const role = row.role as CompanyRole
    return { ...row, role, role_id: role }
  })
}

export async function unconfirmedMembers(db: Database, companyId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.confirmedAt)))
    .orderBy(asc(users.id))
}

/** Invitations not yet accepted whose link still works. */
export function openInvitations(db: Database, companyId: number, now: Date) {
  return db
    .select({ id: invitations.id, email: invitations.email })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(asc(invitations.id))
}

/** Whether the company has an admin besides this user who can act: one not deactivated. */
export async function hasOtherAdmin(db: Database, companyId: number, userId: number) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'vendor_admin'),
        isNull(users.deactivatedAt),
      ),
    )
  return admins.some((admin) => admin.id !== userId)
}
