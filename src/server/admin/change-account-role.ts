import { ADMIN_ACCOUNT_MESSAGES } from '../../domain/admin-account-schemas.ts'
import type { AdminAccount } from '../../domain/admin-accounts.ts'
import { MEMBER_MESSAGES } from '../../domain/member-schemas.ts'
import type { CompanyRole, Role } from '../../domain/roles.ts'
import type { Database } from '../db/client.ts'
import { changeMemberRole } from '../members/change-member-role.ts'
import { recordAdminChange } from './audit-log.ts'

/**
 * Gives the account one of the roles of its company's kind (src/domain/roles.ts); a vendor
 * company keeps at least one active admin. Null once done, else why not, for the role field.
 */
export async function changeAccountRole(
  db: Database,
  account: AdminAccount,
  role: Role,
  actorId: number,
): Promise<string | null> {
  if (role === account.role) return null
  const company = account.company
  if (!company || !account.assignable_roles.includes(role)) {
    return ADMIN_ACCOUNT_MESSAGES.roleNotForCompany(
      company?.company_type ?? null,
      account.assignable_roles,
    )
  }
  // Only a vendor company has two roles to choose between.
  const member = { id: account.id, companyId: company.id, role: account.role as CompanyRole }
  const changed = await db.transaction(async (tx) => {
    if (!(await changeMemberRole(tx, member, role as CompanyRole))) return false
    await recordAdminChange(tx, {
      actorId,
      action: 'account.role_changed',
      target: { kind: 'account', id: account.id, label: account.email },
      before: { role: account.role },
      after: { role },
    })
    return true
  })
  return changed ? null : MEMBER_MESSAGES.oneAdminAtLeast
}
