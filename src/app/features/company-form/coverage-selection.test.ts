import { describe, expect, it } from 'vitest'
import type { TreeNode } from '../../ui/forms/tree-selection.ts'
import { coverageEntriesOf, coverageSelectionOf } from './coverage-selection.ts'

const leaf = (id: number, name: string): TreeNode => ({ id, name, children: [] })
const TREE: TreeNode[] = [
  { id: 1, name: 'North America', children: [leaf(2, 'USA'), leaf(3, 'Canada')] },
  {
    id: 10,
    name: 'Europe',
    children: [{ id: 11, name: 'Germany', children: [leaf(12, 'Bavaria')] }, leaf(13, 'France')],
  },
]

describe('coverageEntriesOf', () => {
  it('sends a checked root alone, served in full', () => {
    expect(coverageEntriesOf(TREE, [1])).toEqual([{ id: 1, children: [] }])
  })

  it('groups checked descendants under their root, at any depth', () => {
    expect(coverageEntriesOf(TREE, [2, 12, 13])).toEqual([
      { id: 1, children: [2] },
      { id: 10, children: [12, 13] },
    ])
  })

  it('drops ids the tree does not hold', () => {
    expect(coverageEntriesOf(TREE, [99])).toEqual([])
  })
})

describe('coverageSelectionOf', () => {
  it('checks a root served in full, else its listed descendants', () => {
    expect(
      coverageSelectionOf([
        { id: 1, children: [] },
        { id: 10, children: [12, 13] },
      ]),
    ).toEqual([1, 12, 13])
  })
})
