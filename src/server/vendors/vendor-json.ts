import { asc, eq } from 'drizzle-orm'
import type { VendorRights } from '../../domain/permissions.ts'
import type { Database } from '../db/client.ts'
import {
  diversityCertifications,
  vendorDiversityCertifications,
  vendorServiceCoverage,
  vendors,
  vendorTypes,
  vendorVendorTypes,
} from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import { coverageEntries } from './service-coverage.ts'
import { loadGeoAreas } from './vendor-lookups.ts'

export const VENDOR_NOT_FOUND = 'Vendor not found'

export function yearsInBusiness(yearOfEstablishment: number | null): number | null {
  return yearOfEstablishment === null ? null : new Date().getFullYear() - yearOfEstablishment
}

/** A vendor's row and its joins, as stored. */
export async function loadVendorRecord(db: Database, vendorId: number) {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, vendorId))
  if (!vendor) throw new HttpError(404, VENDOR_NOT_FOUND)
  const [types, certifications, coverage, areas] = await Promise.all([
    db
      .select({ id: vendorTypes.id, slug: vendorTypes.slug, name: vendorTypes.name })
      .from(vendorVendorTypes)
      .innerJoin(vendorTypes, eq(vendorTypes.id, vendorVendorTypes.vendorTypeId))
      .where(eq(vendorVendorTypes.vendorId, vendorId))
      .orderBy(asc(vendorTypes.position)),
    db
      .select({
        id: diversityCertifications.id,
        name: diversityCertifications.name,
        logo: diversityCertifications.logoUrl,
      })
      .from(vendorDiversityCertifications)
      .innerJoin(
        diversityCertifications,
        eq(diversityCertifications.id, vendorDiversityCertifications.certificationId),
      )
      .where(eq(vendorDiversityCertifications.vendorId, vendorId))
      .orderBy(asc(diversityCertifications.position), asc(diversityCertifications.name)),
    db
      .select({
        geoAreaId: vendorServiceCoverage.geoAreaId,
        allChildren: vendorServiceCoverage.allChildren,
      })
      .from(vendorServiceCoverage)
      .where(eq(vendorServiceCoverage.vendorId, vendorId)),
    loadGeoAreas(db),
  ])
  return {
    vendor,
    types,
    certifications,
    coverage: coverageEntries(coverage, areas),
    coverageRows: coverage,
  }
}

export type VendorRecord = Awaited<ReturnType<typeof loadVendorRecord>>

/** What a visitor sees of a vendor beside show_data false. */
export function limitedVendorJson(record: VendorRecord) {
  const { vendor } = record
  return {
    id: vendor.id,
    name: vendor.name,
    logo: vendor.logoUrl,
    vendor_types: record.types.map((t) => t.name),
    service_coverage_text: record.coverage.text,
    years_in_business: yearsInBusiness(vendor.yearOfEstablishment),
  }
}

/** The vendor page's data (docs/spec/marketplace.md §3 Vendor read), the sales rep email by right. */
export function vendorJson(record: VendorRecord, rights: VendorRights, searchId: number | null) {
  const { vendor } = record
  return {
    ...limitedVendorJson(record),
    logo_url: vendor.logoUrl,
    sales_rep_first_name: vendor.salesRepFirstName,
    sales_rep_last_name: vendor.salesRepLastName,
    sales_rep_email: rights.seeSalesRepEmail ? vendor.salesRepEmail : null,
    sales_rep_mobile_phone: vendor.salesRepMobilePhone,
    website: vendor.website,
    vendor_type_ids: record.types.map((t) => t.id),
    vendor_type_slugs: record.types.map((t) => t.slug),
    year_of_establishment: vendor.yearOfEstablishment,
    description: vendor.description,
    diversity_certifications: record.certifications,
    videos: vendor.videos,
    service_coverage: record.coverage.entries,
    nudge_banner: vendor.nudgeBanner,
    search_id: searchId,
    can_manage: rights.manage,
  }
}

/** GET /vendors/{id} as a signed-in user reads it: the page's whole data. */
export function fullVendorAnswer(
  record: VendorRecord,
  rights: VendorRights,
  searchId: number | null,
) {
  return { show_data: true as const, data: vendorJson(record, rights, searchId) }
}

/** The company form's values for editing, in the payload's shape (docs/spec/marketplace.md §3). */
export function vendorFormValues(record: VendorRecord) {
  const { vendor } = record
  return {
    id: vendor.id,
    name: vendor.name,
    logo: vendor.logoUrl,
    vendor_types: record.types.map((t) => t.id),
    sales_rep_first_name: vendor.salesRepFirstName,
    sales_rep_last_name: vendor.salesRepLastName,
    sales_rep_email: vendor.salesRepEmail,
    sales_rep_mobile_phone: vendor.salesRepMobilePhone,
    website: vendor.website,
    description: vendor.description,
    year_of_establishment: vendor.yearOfEstablishment,
    service_coverage: record.coverage.entries.map((e) => ({
      id: e.id,
      children: e.children.map((c) => c.id),
    })),
    diversity_certification_ids: record.certifications.map((d) => d.id),
    videos: vendor.videos,
  }
}
