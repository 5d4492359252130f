import type { FilterOptionNode } from '../../domain/search-filters.ts'

export type TreeRow = { id: number; parentId: number | null; name: string }

/** Rows with parent ids as nested nodes, in the order given, every node unchecked. */
export function filterTree(
  rows: readonly TreeRow[],
  parentId: number | null = null,
): FilterOptionNode[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) => ({
      id: row.id,
      name: row.name,
      title: row.name,
      checked: false,
      children: filterTree(rows, row.id),
    }))
}
