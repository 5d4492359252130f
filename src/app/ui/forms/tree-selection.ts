/*
 * A tree select's value is the smallest list of ids that covers what is checked: a checked parent
 * stands for its children (the API reads a parent retailer or country that way).
 */
export type TreeNode = { id: number; name: string; children: TreeNode[] }

/** The node with this id and the path of nodes from a root down to it (itself last), or null. */
function pathTo(
  nodes: readonly TreeNode[],
  id: number,
): { node: TreeNode; path: TreeNode[] } | null {
  for (const node of nodes) {
    if (node.id === id) return { node, path: [node] }
    const below = pathTo(node.children, id)
    if (below) return { node: below.node, path: [node, ...below.path] }
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
  const found = pathTo(tree, id)
  if (!found) return 'unchecked'
  if (found.path.some((node) => selected.includes(node.id))) return 'checked'
  return descendantIds(found.node).some((child) => selected.includes(child)) ? 'mixed' : 'unchecked'
}

/** The selection after the user toggles one node. */
export function toggleTreeNode(
  tree: readonly TreeNode[],
  selected: readonly number[],
  id: number,
): number[] {
  const found = pathTo(tree, id)
  if (!found) return [...selected]
  const { node, path } = found
  const below = new Set(descendantIds(node))
  if (checkStateOf(tree, selected, id) !== 'checked') {
    return [...selected.filter((other) => !below.has(other)), id].sort((a, b) => a - b)
  }
  const ancestorAt = path.findIndex((step) => selected.includes(step.id))
  const next = selected.filter((other) => other !== path[ancestorAt]?.id)
  // Unchecking under a checked ancestor: the ancestor's other branches stay checked.
  path.slice(ancestorAt, -1).forEach((step, depth) => {
    const onPath = path[ancestorAt + depth + 1]?.id
    for (const child of step.children) if (child.id !== onPath) next.push(child.id)
  })
  return next.sort((a, b) => a - b)
}

/** An answer's tree as nodes: hc's JSON types stop two levels into a recursive type. */
export function treeOf(
  nodes: readonly { id: number; name: string; children: unknown }[],
): TreeNode[] {
  return nodes.map(({ id, name, children }) => ({
    id,
    name,
    children: Array.isArray(children) ? treeOf(children) : [],
  }))
}
