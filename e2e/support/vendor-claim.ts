import { hashPassword } from '../../src/server/auth/password.ts'
import { sql, uniqueEmail } from './database.ts'
import { createMemberlessVendor } from './vendor-team.ts'

export type VendorClaim = { vendorId: number; companyName: string; claimantEmail: string }

/**
 * A vendor profile whose company has no members and a confirmed registrant asking to run it, as
 * registration leaves one (docs/api-access.md, "Joining an existing company"): a super_admin decides.
 */
export async function createVendorClaim(password: string): Promise<VendorClaim> {
  const { vendorId, companyId, companyName } = await createMemberlessVendor('Claimed')
  const claimantEmail = uniqueEmail('claimant')
  await sql`
    with claimant as (
      insert into users (email, password_hash, first_name, last_name, job_title, role, confirmed_at)
      values (${claimantEmail}, ${await hashPassword(password)}, 'Clara', 'Claimant', 'Founder',
        'vendor_user', now())
      returning id)
    insert into company_join_requests (user_id, company_id, announced_at)
    select claimant.id, ${companyId}, now() from claimant`
  return { vendorId, companyName, claimantEmail }
}
