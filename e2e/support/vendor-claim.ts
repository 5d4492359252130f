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

export type LookalikeClaim = { companyName: string; original: string; claimantEmail: string }

/** Latin letters and the Cyrillic ones that look the same. */
const CYRILLIC = { a: 'а', c: 'с', e: 'е', o: 'о', p: 'р' } as const

/**
 * A confirmed registrant claiming a new company named like a seeded vendor with one Latin letter
 * made Cyrillic, as registration leaves one: a super_admin decides, told what it looks like.
 */
export async function createLookalikeClaim(password: string): Promise<LookalikeClaim> {
  const vendors = await sql<{ name: string }[]>`
    select name from vendors where name_skeleton is not null and name ~ '[aceop]' order by id`
  const taken = await sql<{ name: string }[]>`select lower(name) as name from companies`
  const takenNames = new Set(taken.map((row) => row.name))
  const lookalike = (name: string) =>
    name.replace(/[aceop]/, (letter) => CYRILLIC[letter as keyof typeof CYRILLIC])
  // Each run of the suite claims a look-alike of the next seeded vendor.
  const vendor = vendors.find((row) => !takenNames.has(lookalike(row.name).toLowerCase()))
  const original = vendor?.name as string
  const companyName = lookalike(original)
  const claimantEmail = uniqueEmail('lookalike')
  await sql`
    with company as (
      insert into companies (name, website, company_type)
      values (${companyName}, 'https://lookalike.example', 'vendor') returning id),
    claimant as (
      insert into users (email, password_hash, first_name, last_name, job_title, role, confirmed_at)
      values (${claimantEmail}, ${await hashPassword(password)}, 'Ivan', 'Lookalike', 'Founder',
        'vendor_user', now())
      returning id)
    insert into company_join_requests (user_id, company_id, announced_at)
    select claimant.id, company.id, now() from claimant, company`
  return { companyName, original, claimantEmail }
}
