import { hashPassword } from '../../src/server/auth/password.ts'
import { sql, uniqueCompanyName, uniqueEmail } from './database.ts'

export type VendorTeam = { vendorId: number; companyName: string; adminEmail: string }

/** A vendor company of its own, named after `label`, with a public profile and no members. */
export async function createMemberlessVendor(
  label: string,
): Promise<{ vendorId: number; companyId: number; companyName: string }> {
  const companyName = uniqueCompanyName(label)
  const [company] = await sql<{ id: number }[]>`
    insert into companies (name, website, company_type)
    values (${companyName}, 'https://team.example', 'vendor') returning id`
  const companyId = company?.id as number
  const [vendor] = await sql<{ id: number }[]>`
    insert into vendors (company_id, name, sales_rep_first_name, sales_rep_last_name,
      sales_rep_email, website, description)
    values (${companyId}, ${companyName}, 'Sam', 'Rep', ${uniqueEmail('rep')},
      'https://team.example', 'A vendor of its own for one test') returning id`
  return { vendorId: vendor?.id as number, companyId, companyName }
}

/**
 * A vendor company of its own with a public profile and one confirmed vendor_admin, so a test may
 * change its members or tactics without touching the demo vendor or another test's team.
 */
export async function createVendorTeam(password: string): Promise<VendorTeam> {
  const { vendorId, companyId, companyName } = await createMemberlessVendor('Team')
  const adminEmail = uniqueEmail('team-admin')
  await sql`
    insert into users (email, password_hash, first_name, last_name, job_title, role, company_id, confirmed_at)
    values (${adminEmail}, ${await hashPassword(password)}, 'Ada', 'Admin', 'Head of Sales',
      'vendor_admin', ${companyId}, now())`
  return { vendorId, companyName, adminEmail }
}

/** A member who registered but has not confirmed their email yet. */
export async function createUnconfirmedMember(vendorId: number): Promise<string> {
  const email = uniqueEmail('unconfirmed')
  await sql`
    insert into users (email, password_hash, first_name, last_name, job_title, role, company_id)
    select ${email}, 'x', 'Una', 'Unconfirmed', 'Planner', 'vendor_user', company_id
    from vendors where id = ${vendorId}`
  return email
}
