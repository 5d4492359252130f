import { asc } from 'drizzle-orm'
import type { PathToPurchaseFiltersResponse } from '../../domain/search-filters.ts'
import type { Database } from '../db/client.ts'
import { pathToPurchaseGroups, tacticTypes } from '../db/schema/index.ts'

/** GET /path_to_purchase_filters: the stages of the Browse row with their tactic types. */
export async function pathToPurchaseFilters(db: Database): Promise<PathToPurchaseFiltersResponse> {
  const groups = await db
    .select()
    .from(pathToPurchaseGroups)
    .orderBy(asc(pathToPurchaseGroups.position))
  const types = await db
    .select({ id: tacticTypes.id, name: tacticTypes.name, groupId: tacticTypes.groupId })
    .from(tacticTypes)
    .orderBy(asc(tacticTypes.position), asc(tacticTypes.id))
  return {
    path_to_purchase_filters: groups.map((group) => ({
      id: group.id,
      name: group.name,
      tactic_types: types
        .filter((type) => type.groupId === group.id)
        .map(({ id, name }) => ({ id, name })),
    })),
  }
}
