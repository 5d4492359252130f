import { and, eq, isNotNull } from 'drizzle-orm'
import { getDomain } from 'tldts'
import type { CompanyType, Role } from '../../domain/roles.ts'
import type { Database } from '../db/client.ts'
import { companies, companyJoinRequests, users, vendors } from '../db/schema/index.ts'
import { vendorNamedLike } from '../vendors/vendor-name-identity.ts'

/** The registrable domain (public-suffix aware: acme.co.uk, not co.uk) of a host, URL or email. */
export function registrableDomain(hostOrUrl: string): string | null {
  const host = hostOrUrl.includes('@') ? (hostOrUrl.split('@').pop() as string) : hostOrUrl
  return getDomain(host.trim().toLowerCase()) ?? null
}

/** Whether the email's registrable domain is that of the company's website or its profile's. */
async function ownsCompanyDomain(db: Database, companyId: number, email: string) {
  const mailDomain = registrableDomain(email)
  if (!mailDomain) return false
  const [row] = await db
    .select({ website: companies.website, profileWebsite: vendors.website })
    .from(companies)
    .leftJoin(vendors, eq(vendors.companyId, companies.id))
    .where(eq(companies.id, companyId))
  const websites = [row?.website, row?.profileWebsite].filter((site): site is string => !!site)
  return websites.some((site) => registrableDomain(site) === mailDomain)
}

/** Members who proved their address: an unconfirmed registrant cannot hold a company hostage. */
export async function companyHasConfirmedMembers(db: Database, companyId: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNotNull(users.confirmedAt)))
    .limit(1)
  return rows.length > 0
}

async function looksLikeEarlierVendor(db: Database, companyId: number) {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
  return !!company && !!(await vendorNamedLike(db, company.name, companyId, true))
}

export type Placement = { role: Role; companyId: number | null; awaitsApproval: boolean }

/**
 * Where a registrant lands (docs/api-access.md, "Joining an existing company"): a CPG marketer in
 * their company; the creator of a new vendor company as its admin; in an existing vendor company
 * without confirmed members, its admin only with an email at the company website's registrable
 * domain. Anyone else waits, without a company, for its admins or a super_admin to approve; so
 * does anyone for a company whose name looks like that of a vendor registered before it (a claim:
 * a super_admin tells a look-alike from a genuinely different firm).
 */
export async function placeRegistrant(
  tx: Database,
  company: { id: number; created: boolean },
  registrant: { email: string; companyType: CompanyType },
): Promise<Placement> {
  if (registrant.companyType === 'cpg') {
    return { role: 'cpg_user', companyId: company.id, awaitsApproval: false }
  }
  const owner =
    !(await looksLikeEarlierVendor(tx, company.id)) &&
    (company.created ||
      (!(await companyHasConfirmedMembers(tx, company.id)) &&
        (await ownsCompanyDomain(tx, company.id, registrant.email))))
  if (owner) return { role: 'vendor_admin', companyId: company.id, awaitsApproval: false }
  return { role: 'vendor_user', companyId: null, awaitsApproval: true }
}

export async function requestToJoin(tx: Database, userId: number, companyId: number) {
  await tx.insert(companyJoinRequests).values({ userId, companyId })
}
