import { describe, expect, it } from 'vitest'
import { tacticsOnce } from './tactics-once.ts'

describe('tacticsOnce', () => {
  it('lists a tactic listed under two types once, with both types, in first-met order', () => {
    const result = tacticsOnce([
      { id: 1, name: 'Sampling', tactics: [{ id: 10 }, { id: 11 }] },
      { id: 2, name: 'Displays', tactics: [{ id: 11 }, { id: 12 }] },
    ])
    expect(result).toEqual([
      { id: 10, types: [{ id: 1, name: 'Sampling' }] },
      {
        id: 11,
        types: [
          { id: 1, name: 'Sampling' },
          { id: 2, name: 'Displays' },
        ],
      },
      { id: 12, types: [{ id: 2, name: 'Displays' }] },
    ])
  })

  it('answers nothing for no categories', () => {
    expect(tacticsOnce([])).toEqual([])
  })
})
