/*
 * A tree select's value is the smallest list of ids that covers what is checked: a checked parent
 * stands for its children (the API reads a parent retailer or country that way).
 */
export type TreeNode = { id: number; name: string; children: TreeNode[] }

/** The path of nodes from a root down to the node with this id, or null. */
function pathTo(nodes: readonly TreeNode[], id: number): TreeNode[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node]
    const below = pathTo(node.children, id)
    if (below) return [node, ...below]
  }
  return null
}

function descendantIds(node: TreeNode): number[] {
  return node.children.flatMap((child) => [child.id, ...descendantIds(child)])
}

export type CheckState = 'checked' | 'mixed' | 'unchecked'

export function checkStateOf(
  tree: readonly TreeNode[],
  selected: readonly number[],
  id: number,
): CheckState {
  const path = pathTo(tree, id)
  if (!path) return 'unchecked'
  if (path.some((node) => selected.includes(node.id))) return 'checked'
  const node = path[path.length - 1]
  return descendantIds(node).some((child) => selected.includes(child)) ? 'mixed' : 'unchecked'
}

/** The selection after the user toggles one node. */
export function toggleTreeNode(
  tree: readonly TreeNode[],
  selected: readonly number[],
  id: number,
): number[] {
  const path = pathTo(tree, id)
  if (!path) return [...selected]
  const node = path[path.length - 1]
  const below = new Set(descendantIds(node))
  if (checkStateOf(tree, selected, id) !== 'checked') {
    return [...selected.filter((other) => !below.has(other)), id].sort((a, b) => a - b)
  }
  const ancestorAt = path.findIndex((step) => selected.includes(step.id))
  const next = selected.filter((other) => other !== path[ancestorAt].id)
  // Unchecking under a checked ancestor: the ancestor's other branches stay checked.
  for (let depth = ancestorAt; depth < path.length - 1; depth++) {
    for (const child of path[depth].children) {
      if (child.id !== path[depth + 1].id) next.push(child.id)
    }
  }
  return next.sort((a, b) => a - b)
}
