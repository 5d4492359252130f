import { type SQL, sql } from 'drizzle-orm'
import type { TacticSearchQuery } from '../../domain/search-query.ts'
import type { Database } from '../db/client.ts'
import { eventFilter } from './event-filter.ts'
import { assertKnownIds, type IdParameter, type KnownId, single } from './known-ids.ts'
import { queryRows } from './query-rows.ts'
import { intArray } from './sql-arrays.ts'

type Resolved = KnownId & { resolved: number | null; grp: number | null }

/**
 * Every id the filters name, with what it stands for: a filter option and its group; a parent
 * retailer and itself and its banners; a turnaround time and those as fast or faster; a
 * path-to-purchase stage and its tactic types.
 */
function resolveQuery(query: TacticSearchQuery): SQL {
  return sql`
    SELECT 'option' AS kind, o.id AS requested, o.id AS resolved, o.group_id AS grp
    FROM filter_options o WHERE o.id = ANY(${intArray(query.filterOptionIds)})
    UNION ALL
    SELECT 'retailer', p.id, c.id, NULL
    FROM filter_options p
    JOIN filter_groups g ON g.id = p.group_id AND g.key = 'approved_retailers'
    JOIN filter_options c ON c.id = p.id OR c.parent_id = p.id
    WHERE p.id = ANY(${intArray(query.approvedRetailerIds)})
    UNION ALL
    SELECT 'turnaround', t.id, w.id, NULL
    FROM filter_options t
    JOIN filter_groups g ON g.id = t.group_id AND g.key = 'turnaround_time'
    JOIN filter_options w ON w.group_id = t.group_id AND w.parent_id IS NULL
      AND NOT w.custom AND w.position <= t.position
    WHERE t.id = ANY(${intArray(single(query.turnaroundTimeId))})
    UNION ALL
    SELECT 'path_to_purchase', g.id, tt.id, NULL
    FROM path_to_purchase_groups g LEFT JOIN tactic_types tt ON tt.group_id = g.id
    WHERE g.id = ANY(${intArray(single(query.pathToPurchaseId))})
    UNION ALL
    SELECT 'tactic_type', id, id, NULL FROM tactic_types
    WHERE id = ANY(${intArray(single(query.tacticTypeId))})
    UNION ALL
    SELECT 'vendor_type', id, id, NULL FROM vendor_types
    WHERE id = ANY(${intArray(single(query.vendorTypeId))})`
}

/** What the ids of `kind` stand for, each once. */
function resolvedIds(rows: readonly Resolved[], kind: string): number[] {
  const ids = rows.flatMap((row) =>
    row.kind === kind && row.resolved !== null ? [row.resolved] : [],
  )
  return [...new Set(ids)]
}

/** Options of one group: any may match. Options of different groups: all must. */
function optionGroups(rows: readonly Resolved[]): number[][] {
  const groups = new Map<number | null, number[]>()
  for (const row of rows.filter((r) => r.kind === 'option')) {
    groups.set(row.grp, [...(groups.get(row.grp) ?? []), row.requested])
  }
  return [...groups.values()]
}

const idParameters = (query: TacticSearchQuery): IdParameter[] => [
  ['filter_option_ids', 'filter options', 'option', query.filterOptionIds],
  ['approved_retailers', 'retailers', 'retailer', query.approvedRetailerIds],
  ['turnaround_time', 'turnaround time', 'turnaround', single(query.turnaroundTimeId)],
  ['path_to_purchase_id', 'path to purchase', 'path_to_purchase', single(query.pathToPurchaseId)],
  ['tactic_type_id', 'tactic type', 'tactic_type', single(query.tacticTypeId)],
  ['vendor_type_id', 'vendor type', 'vendor_type', single(query.vendorTypeId)],
]

const overlap = (ids: number[]) => sql`d.filter_option_ids && ${intArray(ids)}`

/** The WHERE conditions on tactic_search_documents (as d) of a tactic search's filters. */
export async function tacticConditions(db: Database, query: TacticSearchQuery): Promise<SQL[]> {
  const [rows, atEvent] = await Promise.all([
    queryRows<Resolved>(db, resolveQuery(query)),
    eventFilter(db, query.eventId),
  ])
  assertKnownIds(idParameters(query), rows, atEvent.errors)
  const { inHouseService, eCommerceService } = query
  return [
    ...atEvent.conditions,
    ...optionGroups(rows).map(overlap),
    ...(query.approvedRetailerIds.length > 0 ? [overlap(resolvedIds(rows, 'retailer'))] : []),
    ...single(query.turnaroundTimeId).map(() => overlap(resolvedIds(rows, 'turnaround'))),
    ...single(query.pathToPurchaseId).map(
      () => sql`d.tactic_type_ids && ${intArray(resolvedIds(rows, 'path_to_purchase'))}`,
    ),
    ...single(query.tacticTypeId).map((id) => sql`d.tactic_type_ids @> ${intArray([id])}`),
    ...single(query.vendorTypeId).map((id) => sql`d.vendor_type_ids @> ${intArray([id])}`),
    ...(inHouseService === undefined ? [] : [sql`d.in_house_service = ${inHouseService}`]),
    ...(eCommerceService === undefined ? [] : [sql`d.e_commerce_service = ${eCommerceService}`]),
  ]
}
