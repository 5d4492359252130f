import type { TreeNode } from '../../ui/forms/tree-selection.ts'

/** The payload's service coverage (docs/spec/marketplace.md §3): a top-level area with its covered descendants. */
export type CoverageEntry = { id: number; children: number[] }

/** The root above `id` in the tree (the area itself for a root), or null for an unknown id. */
function rootOf(tree: readonly TreeNode[], id: number): number | null {
  const contains = (node: TreeNode): boolean =>
    node.id === id || node.children.some((child) => contains(child))
  return tree.find(contains)?.id ?? null
}

/** A tree select's minimal ids as payload entries: a root alone is served in full. */
export function coverageEntriesOf(tree: readonly TreeNode[], selected: readonly number[]) {
  const entries = new Map<number, CoverageEntry>()
  for (const id of selected) {
    const root = rootOf(tree, id)
    if (root === null) continue
    const entry = entries.get(root) ?? { id: root, children: [] }
    if (id !== root) entry.children.push(id)
    entries.set(root, entry)
  }
  return [...entries.values()]
}

/** The payload's entries as the ids a tree select shows checked. */
export function coverageSelectionOf(entries: readonly CoverageEntry[]): number[] {
  return entries.flatMap((entry) => (entry.children.length === 0 ? [entry.id] : entry.children))
}
