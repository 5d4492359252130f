import { and, asc, eq } from 'drizzle-orm'
import { TACTIC_MESSAGES } from '../../domain/tactic-schemas.ts'
import type { Database } from '../db/client.ts'
import {
  tacticFilterOptions,
  tacticIllustrations,
  tactics,
  tacticTacticTypes,
  tacticTypes,
} from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import { loadVendorRecord, type VendorRecord, yearsInBusiness } from '../vendors/vendor-json.ts'
import { filterGroupsJson, loadFilterGroups } from './filter-groups.ts'

/** A tactic of the vendor in the path, or 404: a tactic is reached only through its vendor. */
export async function loadTacticRow(db: Database, vendorId: number, tacticId: number | null) {
  const [tactic] =
    tacticId === null
      ? []
      : await db
          .select()
          .from(tactics)
          .where(and(eq(tactics.id, tacticId), eq(tactics.vendorId, vendorId)))
  if (!tactic) throw new HttpError(404, TACTIC_MESSAGES.notFound)
  return tactic
}

/** A tactic with its joins; `vendor`, when its vendor's record is already loaded (a bundle). */
export async function loadTacticRecord(
  db: Database,
  vendorId: number,
  tacticId: number | null,
  vendor?: VendorRecord,
) {
  const tactic = await loadTacticRow(db, vendorId, tacticId)
  const [types, optionIds, illustrations, vendorRecord] = await Promise.all([
    db
      .select({ id: tacticTypes.id, name: tacticTypes.name })
      .from(tacticTacticTypes)
      .innerJoin(tacticTypes, eq(tacticTypes.id, tacticTacticTypes.tacticTypeId))
      .where(eq(tacticTacticTypes.tacticId, tactic.id))
      .orderBy(asc(tacticTypes.position), asc(tacticTypes.id)),
    db
      .select({ id: tacticFilterOptions.filterOptionId })
      .from(tacticFilterOptions)
      .where(eq(tacticFilterOptions.tacticId, tactic.id)),
    db
      .select({
        id: tacticIllustrations.id,
        url: tacticIllustrations.url,
        kind: tacticIllustrations.kind,
      })
      .from(tacticIllustrations)
      .where(eq(tacticIllustrations.tacticId, tactic.id))
      .orderBy(asc(tacticIllustrations.position), asc(tacticIllustrations.id)),
    vendor ?? loadVendorRecord(db, vendorId),
  ])
  const checked = optionIds.map((o) => o.id)
  const filters = await loadFilterGroups(db, checked)
  return { tactic, types, checked: new Set(checked), illustrations, vendor: vendorRecord, filters }
}

export type TacticRecord = Awaited<ReturnType<typeof loadTacticRecord>>

function vendorSummary(vendor: VendorRecord) {
  return {
    id: vendor.vendor.id,
    name: vendor.vendor.name,
    logo: vendor.vendor.logoUrl,
    website: vendor.vendor.website,
    service_coverage: vendor.coverage.text,
    years_in_business: yearsInBusiness(vendor.vendor.yearOfEstablishment),
  }
}

/** What a visitor sees of a tactic beside show_data false. */
export function limitedTacticJson(record: TacticRecord) {
  return {
    id: record.tactic.id,
    vendor_id: record.tactic.vendorId,
    name: record.tactic.name,
    tactic_types: record.types,
    vendor: {
      id: record.vendor.vendor.id,
      name: record.vendor.vendor.name,
      logo: record.vendor.vendor.logoUrl,
    },
  }
}

/** The chosen option of the single-choice turnaround time group, by name. */
function turnaroundTime(record: TacticRecord): string | null {
  const group = record.filters.groups.find((g) => g.key === 'turnaround_time')
  const option = record.filters.options.find(
    (o) => o.groupId === group?.id && record.checked.has(o.id),
  )
  return option?.name ?? null
}

/** The tactic details (docs/spec/marketplace.md §3 Tactic). */
export function tacticJson(record: TacticRecord, searchId: number | null, canManage: boolean) {
  const { tactic } = record
  return {
    ...limitedTacticJson(record),
    description: tactic.description,
    featured: tactic.featured,
    tactic_type: record.types.map((t) => t.name),
    image: record.illustrations[0] ?? null,
    illustrations: record.illustrations,
    videos: tactic.videos,
    vendor: vendorSummary(record.vendor),
    e_commerce_service: tactic.eCommerceService,
    in_house_service: tactic.inHouseService,
    min_order_size: tactic.minOrderSize,
    min_order_size_text: tactic.minOrderSizeText,
    years_in_business: yearsInBusiness(record.vendor.vendor.yearOfEstablishment),
    turnaround_time: turnaroundTime(record),
    filters: filterGroupsJson(record.filters, record.checked),
    search_id: searchId,
    can_manage: canManage,
  }
}

/** GET /vendors/{id}/tactics/{tacticId} as a signed-in user reads it: the page's whole data. */
export function fullTacticAnswer(
  record: TacticRecord,
  searchId: number | null,
  canManage: boolean,
) {
  return { show_data: true as const, data: tacticJson(record, searchId, canManage) }
}

/** The tactic form's values for editing, in the payload's shape. */
export function tacticFormValues(record: TacticRecord) {
  const { tactic } = record
  return {
    id: tactic.id,
    tactic_type_ids: record.types.map((t) => t.id),
    name: tactic.name,
    description: tactic.description,
    featured: tactic.featured,
    e_commerce_service: tactic.eCommerceService,
    in_house_service: tactic.inHouseService,
    min_order_size: tactic.minOrderSize,
    min_order_size_text: tactic.minOrderSizeText ?? '',
    filters: record.filters.groups.map((group) => ({
      id: group.id,
      children: record.filters.options
        .filter((o) => o.groupId === group.id && record.checked.has(o.id))
        .map((o) => o.id),
      new_children: [] as string[],
    })),
    videos: tactic.videos,
    illustrations: record.illustrations,
  }
}

/** GET /vendors/{id}/tactics as a signed-in user reads it. */
export const fullTacticListAnswer = (list: VendorTacticList, canManage: boolean) => ({
  show_data: true as const,
  data: list,
  can_manage: canManage,
})

export type VendorTacticList = Awaited<ReturnType<typeof vendorTacticList>>

/** The vendor's tactics grouped by tactic type (a tactic shows under each of its types). */
export async function vendorTacticList(db: Database, vendorId: number) {
  const rows = await db
    .select({
      id: tactics.id,
      name: tactics.name,
      description: tactics.description,
      featured: tactics.featured,
      typeId: tacticTypes.id,
      typeName: tacticTypes.name,
    })
    .from(tactics)
    .innerJoin(tacticTacticTypes, eq(tacticTacticTypes.tacticId, tactics.id))
    .innerJoin(tacticTypes, eq(tacticTypes.id, tacticTacticTypes.tacticTypeId))
    .where(eq(tactics.vendorId, vendorId))
    .orderBy(asc(tacticTypes.position), asc(tacticTypes.id), asc(tactics.name), asc(tactics.id))
  const categories = new Map<
    number,
    {
      id: number
      name: string
      tactics: { id: number; name: string; description: string; featured: boolean }[]
    }
  >()
  for (const row of rows) {
    const category = categories.get(row.typeId) ?? {
      id: row.typeId,
      name: row.typeName,
      tactics: [],
    }
    category.tactics.push({
      id: row.id,
      name: row.name,
      description: row.description,
      featured: row.featured,
    })
    categories.set(row.typeId, category)
  }
  return { total_count: new Set(rows.map((r) => r.id)).size, categories: [...categories.values()] }
}
