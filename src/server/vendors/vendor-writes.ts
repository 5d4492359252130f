import { eq, sql } from 'drizzle-orm'
import { normalizePhone } from '../../domain/fields.ts'
import { VENDOR_MESSAGES, type VendorForm } from '../../domain/vendor-schemas.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import { exactlyOne } from '../db/exactly-one.ts'
import { postgresErrorCode } from '../db/postgres-errors.ts'
import {
  companies,
  diversityCertifications,
  vendorDiversityCertifications,
  vendorServiceCoverage,
  vendors,
  vendorTypes,
  vendorVendorTypes,
} from '../db/schema/index.ts'
import { FieldError, type FieldErrors, HttpError } from '../http-errors.ts'
import { type CoverageRow, coverageRows } from './service-coverage.ts'
import { loadGeoAreas, unknownIds } from './vendor-lookups.ts'
import { vendorNameColumns, vendorNamedLike, vendorNameSkeleton } from './vendor-name-identity.ts'

/** The form with its lookups resolved: a 422 names each list that points at nothing. */
export async function resolveVendorForm(db: Database, form: VendorForm) {
  const errors: FieldErrors = {}
  if (await unknownIds(db, vendorTypes, form.vendor_types)) {
    errors.vendor_types = [VENDOR_MESSAGES.unknownOption]
  }
  if (await unknownIds(db, diversityCertifications, form.diversity_certification_ids)) {
    errors.diversity_certification_ids = [VENDOR_MESSAGES.unknownOption]
  }
  const coverage = coverageRows(form.service_coverage, await loadGeoAreas(db))
  if (!coverage) errors.service_coverage = [VENDOR_MESSAGES.unknownOption]
  if (Object.keys(errors).length > 0) throw new FieldError(errors)
  return { form, coverage: coverage as CoverageRow[] }
}

export type ResolvedVendorForm = Awaited<ReturnType<typeof resolveVendorForm>>

function vendorColumns({ form }: ResolvedVendorForm) {
  return {
    ...vendorNameColumns(form.name),
    salesRepFirstName: form.sales_rep_first_name,
    salesRepLastName: form.sales_rep_last_name,
    salesRepEmail: form.sales_rep_email,
    salesRepMobilePhone: normalizePhone(form.sales_rep_mobile_phone),
    website: form.website,
    description: form.description,
    yearOfEstablishment: form.year_of_establishment,
    videos: form.videos,
  }
}

async function replaceJoins(db: Database, vendorId: number, resolved: ResolvedVendorForm) {
  const { form, coverage } = resolved
  await db.delete(vendorVendorTypes).where(eq(vendorVendorTypes.vendorId, vendorId))
  await db
    .delete(vendorDiversityCertifications)
    .where(eq(vendorDiversityCertifications.vendorId, vendorId))
  await db.delete(vendorServiceCoverage).where(eq(vendorServiceCoverage.vendorId, vendorId))
  const typeIds = [...new Set(form.vendor_types)]
  await db
    .insert(vendorVendorTypes)
    .values(typeIds.map((vendorTypeId) => ({ vendorId, vendorTypeId })))
  const certificationIds = [...new Set(form.diversity_certification_ids)]
  if (certificationIds.length > 0) {
    await db
      .insert(vendorDiversityCertifications)
      .values(certificationIds.map((certificationId) => ({ vendorId, certificationId })))
  }
  if (coverage.length > 0) {
    await db.insert(vendorServiceCoverage).values(coverage.map((row) => ({ vendorId, ...row })))
  }
}

function domainOf(website: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`)
    return url.hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return null
  }
}

const nameTaken = () => new FieldError({ name: [VENDOR_MESSAGES.nameTaken] })

/**
 * 422 for a profile name that reads as another vendor's, or looks like one (a confusable, see
 * vendor-name-identity.ts) unless it looks like the company's own name: a company registered under
 * a look-alike name got its admin only from a super_admin's approval of the claim.
 */
async function assertVendorName(tx: Database, name: string, companyId: number) {
  const like = await vendorNamedLike(tx, name, companyId)
  if (!like) return
  if (like.sameName) throw nameTaken()
  const [own] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (own && vendorNameSkeleton(own.name) === vendorNameSkeleton(name)) return
  throw new FieldError({ name: [VENDOR_MESSAGES.nameLooksLike(like.name)] })
}

/** Parallel writes of one name: the unique index on the name's key lets one through. */
async function writingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (postgresErrorCode(error) === '23505') throw nameTaken()
    throw error
  }
}

/**
 * Creates the company profile: a vendor_admin's for their own company (locked, so two requests
 * cannot both create one), a super_admin's for a new vendor company. Returns the vendor id.
 */
export async function createVendor(
  db: Database,
  user: SessionUser,
  resolved: ResolvedVendorForm,
  logoUrl: string | null,
): Promise<number> {
  return writingName(() =>
    db.transaction(async (tx) => {
      let companyId = user.role === 'super_admin' ? null : user.companyId
      if (companyId === null) {
        const [company] = await tx
          .insert(companies)
          .values({
            name: resolved.form.name,
            website: resolved.form.website,
            domain: domainOf(resolved.form.website),
            companyType: 'vendor',
            logoUrl,
            nameSkeleton: vendorNameSkeleton(resolved.form.name),
          })
          .onConflictDoNothing()
          .returning({ id: companies.id })
        if (!company) throw nameTaken()
        companyId = company.id
      } else {
        await tx.execute(sql`SELECT id FROM ${companies} WHERE id = ${companyId} FOR UPDATE`)
        const [existing] = await tx
          .select({ id: vendors.id })
          .from(vendors)
          .where(eq(vendors.companyId, companyId))
        if (existing) throw new HttpError(403, VENDOR_MESSAGES.alreadyHasProfile)
      }
      await assertVendorName(tx, resolved.form.name, companyId)
      const { id: vendorId } = exactlyOne(
        await tx
          .insert(vendors)
          .values({ companyId, logoUrl, ...vendorColumns(resolved) })
          .returning({ id: vendors.id }),
        'the new vendor',
      )
      await replaceJoins(tx, vendorId, resolved)
      return vendorId
    }),
  )
}

export async function updateVendor(db: Database, vendorId: number, resolved: ResolvedVendorForm) {
  await writingName(() =>
    db.transaction(async (tx) => {
      const { companyId } = exactlyOne(
        await tx
          .select({ companyId: vendors.companyId })
          .from(vendors)
          .where(eq(vendors.id, vendorId)),
        'the vendor',
      )
      await assertVendorName(tx, resolved.form.name, companyId)
      await tx
        .update(vendors)
        .set({ ...vendorColumns(resolved), updatedAt: new Date() })
        .where(eq(vendors.id, vendorId))
      await replaceJoins(tx, vendorId, resolved)
    }),
  )
}

export async function setVendorLogo(db: Database, vendorId: number, logoUrl: string | null) {
  await db.update(vendors).set({ logoUrl, updatedAt: new Date() }).where(eq(vendors.id, vendorId))
}
