import { asc, eq, isNull } from 'drizzle-orm'
import type { VendorFormInput } from '../../domain/vendor-schemas.ts'
import type { Database } from '../db/client.ts'
import { diversityCertifications, geoAreas, vendorTypes } from '../db/schema/index.ts'

/** Seeded lookup ids that company forms in tests refer to. */
export async function vendorLookupIds(db: Database) {
  const types = await db.select().from(vendorTypes).orderBy(asc(vendorTypes.position))
  const [certification] = await db.select().from(diversityCertifications).limit(1)
  const countries = await db
    .select()
    .from(geoAreas)
    .where(isNull(geoAreas.parentId))
    .orderBy(asc(geoAreas.position))
  const us = countries[0] as typeof geoAreas.$inferSelect
  const regions = await db
    .select()
    .from(geoAreas)
    .where(eq(geoAreas.parentId, us.id))
    .orderBy(asc(geoAreas.position))
  return {
    vendorTypeIds: types.map((t) => t.id),
    certificationId: certification?.id as number,
    usId: us.id,
    usRegion: regions[0] as typeof geoAreas.$inferSelect,
    otherCountryId: countries[1]?.id as number,
  }
}

export type VendorLookupIds = Awaited<ReturnType<typeof vendorLookupIds>>

/** A complete, valid company form. */
export function vendorForm(
  ids: VendorLookupIds,
  overrides: Partial<VendorFormInput> = {},
): VendorFormInput {
  return {
    name: 'Aisle Nine Media',
    vendor_types: [ids.vendorTypeIds[0] as number],
    sales_rep_first_name: 'Sam',
    sales_rep_last_name: 'Rep',
    sales_rep_email: 'sam@aisle-nine.example',
    sales_rep_mobile_phone: '+1',
    website: 'https://aisle-nine.example',
    description: 'In-store media across the Northeast.',
    year_of_establishment: 2001,
    service_coverage: [
      { id: ids.usId, children: [ids.usRegion.id] },
      { id: ids.otherCountryId, children: [] },
    ],
    diversity_certification_ids: [ids.certificationId],
    videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871'],
    ...overrides,
  }
}
