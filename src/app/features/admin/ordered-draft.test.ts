import { describe, expect, it } from 'vitest'
import { movedBy, sameOrder } from './ordered-draft.ts'

const ids = (...values: number[]) => values.map((id) => ({ id }))

describe('an ordered draft', () => {
  it('moves an item one place up or down, never past an end', () => {
    const list = ids(1, 2, 3)
    expect(movedBy(list, 1, -1)).toEqual(ids(2, 1, 3))
    expect(movedBy(list, 1, 1)).toEqual(ids(1, 3, 2))
    expect(movedBy(list, 0, -1)).toEqual(list)
    expect(movedBy(list, 2, 1)).toEqual(list)
    expect(list).toEqual(ids(1, 2, 3))
  })

  it('compares lists by their ids in order', () => {
    expect(sameOrder(ids(1, 2), ids(1, 2))).toBe(true)
    expect(sameOrder(ids(1, 2), ids(2, 1))).toBe(false)
    expect(sameOrder(ids(1, 2), ids(1))).toBe(false)
  })
})
