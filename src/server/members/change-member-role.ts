import { eq } from 'drizzle-orm'
import type { CompanyRole } from '../../domain/roles.ts'
import type { Database } from '../db/client.ts'
import { companies, users } from '../db/schema/index.ts'
import { hasOtherAdmin } from './member-queries.ts'

/**
 * Gives the member the role, unless that would leave the company without an admin: false then.
 * The company row is locked, so two admins demoting themselves at once cannot both succeed.
 */
export async function changeMemberRole(
  db: Database,
  member: { id: number; companyId: number; role: CompanyRole },
  role: CompanyRole,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, member.companyId))
      .for('update')
    const demotesAdmin = member.role === 'vendor_admin' && role !== 'vendor_admin'
    if (demotesAdmin && !(await hasOtherAdmin(tx, member.companyId, member.id))) return false
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, member.id))
    return true
  })
}
