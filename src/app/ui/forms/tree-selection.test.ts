import { describe, expect, it } from 'vitest'
import { checkStateOf, type TreeNode, toggleTreeNode } from './tree-selection.ts'

const node = (id: number, name: string, children: TreeNode[] = []): TreeNode => ({
  id,
  name,
  children,
})
const tree = [
  node(1, 'Walmart', [node(2, 'Supercenter'), node(3, 'Sam’s Club'), node(4, 'Walmart.com')]),
  node(5, 'Aldi'),
]

describe('tree selection', () => {
  it('a checked parent stands for its children', () => {
    const selected = toggleTreeNode(tree, [2], 1)
    expect(selected).toEqual([1])
    expect(checkStateOf(tree, selected, 3)).toBe('checked')
  })

  it('a child alone leaves its parent mixed', () => {
    expect(checkStateOf(tree, [2], 1)).toBe('mixed')
    expect(checkStateOf(tree, [2], 5)).toBe('unchecked')
  })

  it('unchecking a child of a checked parent keeps its siblings', () => {
    expect(toggleTreeNode(tree, [1, 5], 3)).toEqual([2, 4, 5])
  })

  it('unchecking a parent clears it', () => {
    expect(toggleTreeNode(tree, [1], 1)).toEqual([])
  })
})
