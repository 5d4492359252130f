import { asc, eq, inArray, or } from 'drizzle-orm'
import type { FilterGroupRules } from '../../domain/tactic-filters.ts'
import type { Database } from '../db/client.ts'
import { filterGroups, filterOptions } from '../db/schema/index.ts'

export type FilterOptionRow = {
  id: number
  groupId: number
  parentId: number | null
  name: string
  custom: boolean
}
export type FilterGroupRow = typeof filterGroups.$inferSelect

/**
 * The filter groups with their curated options and the other options typed for `customIds` (a
 * tactic's own); other vendors' typed options are theirs, not choices for everyone.
 */
export async function loadFilterGroups(db: Database, customIds: readonly number[] = []) {
  const groups = await db.select().from(filterGroups).orderBy(asc(filterGroups.position))
  const visible = customIds.length
    ? or(eq(filterOptions.custom, false), inArray(filterOptions.id, [...customIds]))
    : eq(filterOptions.custom, false)
  const options: FilterOptionRow[] = await db
    .select({
      id: filterOptions.id,
      groupId: filterOptions.groupId,
      parentId: filterOptions.parentId,
      name: filterOptions.name,
      custom: filterOptions.custom,
    })
    .from(filterOptions)
    .where(visible)
    .orderBy(asc(filterOptions.custom), asc(filterOptions.position), asc(filterOptions.id))
  return { groups, options }
}

export type FilterGroups = Awaited<ReturnType<typeof loadFilterGroups>>

/** The groups as the rules of tactic-filters.ts see them: curated options only. */
export function filterGroupRules({ groups, options }: FilterGroups): FilterGroupRules[] {
  return groups.map((group) => ({
    id: group.id,
    key: group.key,
    selection: group.selection,
    allowsOther: group.allowsOther,
    options: options
      .filter((o) => o.groupId === group.id && !o.custom)
      .map((o) => ({ id: o.id, parentId: o.parentId })),
  }))
}

/** Each group with filter_types (top options) holding sub_filters, ticked as `checked` says. */
export function filterGroupsJson({ groups, options }: FilterGroups, checked: ReadonlySet<number>) {
  const item = (o: FilterOptionRow) => ({
    id: o.id,
    name: o.name,
    checked: checked.has(o.id),
    custom: o.custom,
  })
  return groups.map((group) => ({
    id: group.id,
    key: group.key,
    name: group.name,
    selection: group.selection,
    allows_other: group.allowsOther,
    filter_types: options
      .filter((o) => o.groupId === group.id && o.parentId === null)
      .map((o) => ({
        ...item(o),
        sub_filters: options.filter((child) => child.parentId === o.id).map(item),
      })),
  }))
}
