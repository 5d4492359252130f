import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
import type { CompanyType } from '../../domain/roles.ts'
import {
  SUGGESTED_COMPANIES_MAX,
  type SuggestedCompaniesAnswer,
  type SuggestedCompany,
} from '../../domain/suggested-companies.ts'
import type { Database } from '../db/client.ts'
import { companies, normalisedCompanyName, vendors } from '../db/schema/index.ts'
import { vendorNameSkeleton } from '../vendors/vendor-name-identity.ts'
import { websiteDomain } from './company-domain.ts'

type CompanyQuery = { company_name: string; company_website: string; company_type: CompanyType }

/**
 * Companies of the type with the same website domain first, then the one of that very name (case
 * and spacing aside), then those whose name is alike. Only the first two are a perfect match,
 * which the registration preselects: an alike name is often another firm.
 */
export async function suggestCompanies(
  db: Database,
  query: CompanyQuery,
): Promise<SuggestedCompaniesAnswer> {
  const domain = websiteDomain(query.company_website)
  const sameDomain = sql<boolean>`coalesce(${companies.domain} = ${domain}, false)`
  const sameName = sql<boolean>`${normalisedCompanyName(companies.name)} = ${normalisedCompanyName(sql`${query.company_name}`)}`
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      logo: sql<string | null>`coalesce(${companies.logoUrl}, ${vendors.logoUrl})`,
      perfect: sql<boolean>`${sameDomain} or ${sameName}`,
    })
    .from(companies)
    .leftJoin(vendors, eq(vendors.companyId, companies.id))
    .where(
      and(
        eq(companies.companyType, query.company_type),
        // <% is pg_trgm's word similarity: the typed name is close to a word run of the company's.
        or(sameDomain, sql`${query.company_name} <% ${companies.name}`),
      ),
    )
    .orderBy(
      desc(sameDomain),
      desc(sameName),
      desc(sql`word_similarity(${query.company_name}, ${companies.name})`),
      asc(companies.id),
    )
    .limit(SUGGESTED_COMPANIES_MAX)
  const suggestions: SuggestedCompany[] = rows.map(({ id, name, logo }) => ({ id, name, logo }))
  const perfect = rows[0]?.perfect ? suggestions[0] : undefined
  return { suggested_companies: suggestions, perfect_match: perfect ?? null }
}

type RegistrantCompany = CompanyQuery & {
  company_id?: number | null
  alt_company_name?: string | null
}

/**
 * The company a registrant joins: the one chosen from the suggestions, else the one of that name
 * and type (case and spacing aside), else a new one. The unique index on the normalised name
 * decides between parallel registrations of one new name: one creates it, the others find it.
 * An existing company's row stays locked until the transaction ends. Null when the chosen id is
 * not a company of that type.
 */
export async function registrantCompany(
  tx: Database,
  input: RegistrantCompany,
): Promise<{ id: number; created: boolean } | null> {
  const ofType = eq(companies.companyType, input.company_type)
  const name = (input.alt_company_name || input.company_name).trim()
  if (input.company_id == null) {
    const [created] = await tx
      .insert(companies)
      .values({
        name,
        website: input.company_website,
        domain: websiteDomain(input.company_website),
        companyType: input.company_type,
        nameSkeleton: vendorNameSkeleton(name),
      })
      .onConflictDoNothing()
      .returning({ id: companies.id })
    if (created) return { id: created.id, created: true }
  }
  const match =
    input.company_id != null
      ? eq(companies.id, input.company_id)
      : sql`${normalisedCompanyName(companies.name)} = ${normalisedCompanyName(sql`${name}`)}`
  const [found] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(ofType, match))
    .limit(1)
    .for('update')
  return found ? { id: found.id, created: false } : null
}
