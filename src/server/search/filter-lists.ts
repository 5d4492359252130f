import { asc, eq } from 'drizzle-orm'
import type { SearchFiltersResponse } from '../../domain/search-filters.ts'
import type { Database } from '../db/client.ts'
import {
  diversityCertifications,
  filterGroups,
  filterOptions,
  geoAreas,
  vendorTypes,
  yearsInBusinessRanges,
} from '../db/schema/index.ts'
import { eventFilterOptions } from './event-filter.ts'
import { filterTree } from './filter-tree.ts'

/** Groups with a parameter of their own rather than filter_option_ids[]. */
const RETAILERS_KEY = 'approved_retailers'
const TURNAROUND_KEY = 'turnaround_time'

async function tacticFilterLists(db: Database) {
  const groups = await db.select().from(filterGroups).orderBy(asc(filterGroups.position))
  const options = await db
    .select({
      id: filterOptions.id,
      parentId: filterOptions.parentId,
      name: filterOptions.name,
      groupId: filterOptions.groupId,
    })
    .from(filterOptions)
    .where(eq(filterOptions.custom, false))
    .orderBy(asc(filterOptions.position), asc(filterOptions.id))
  const treeOf = (groupId: number | undefined) =>
    filterTree(options.filter((option) => option.groupId === groupId))
  const byKey = (key: string) => groups.find((group) => group.key === key)?.id
  return {
    tactic_filters: groups
      .filter((group) => group.key !== RETAILERS_KEY && group.key !== TURNAROUND_KEY)
      .map((group) => ({
        id: group.id,
        name: group.key,
        title: group.name,
        selection: group.selection,
        checked: false,
        children: treeOf(group.id),
      })),
    approved_retailers: treeOf(byKey(RETAILERS_KEY)),
    turnaround_times: treeOf(byKey(TURNAROUND_KEY)),
  }
}

async function vendorFilterLists(db: Database) {
  const types = await db.select().from(vendorTypes).orderBy(asc(vendorTypes.position))
  const ranges = await db
    .select()
    .from(yearsInBusinessRanges)
    .orderBy(asc(yearsInBusinessRanges.position))
  const certifications = await db
    .select()
    .from(diversityCertifications)
    .orderBy(asc(diversityCertifications.position), asc(diversityCertifications.name))
  const areas = await db
    .select({ id: geoAreas.id, parentId: geoAreas.parentId, name: geoAreas.name })
    .from(geoAreas)
    .orderBy(asc(geoAreas.position), asc(geoAreas.id))
  return {
    vendor_types: types.map(({ id, name, slug }) => ({ id, name, slug, checked: false })),
    years_in_business: ranges.map(({ id, label, min, max }) => ({
      id,
      name: label,
      title: label,
      min,
      max,
      checked: false,
    })),
    diversity_certifications: certifications.map(({ id, name, logoUrl }) => ({
      id,
      name,
      logo: logoUrl,
      checked: false,
    })),
    service_coverage: filterTree(areas),
  }
}

/** GET /search_filters: every list the filter panels of both tabs offer; events to users only. */
export async function filterLists(db: Database, signedIn: boolean): Promise<SearchFiltersResponse> {
  return {
    ...(await tacticFilterLists(db)),
    ...(await vendorFilterLists(db)),
    events: signedIn ? await eventFilterOptions(db) : [],
  }
}
