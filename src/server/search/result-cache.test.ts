import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Database } from '../db/client.ts'
import { cachedAt } from './result-cache.ts'

describe('the search result cache', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('answers past its time to live with the old answer while it computes a new one', async () => {
    const db = {} as Database
    let computed = 0
    const compute = async () => {
      computed += 1
      return computed
    }
    expect(await cachedAt(db, 'sampling', '7', compute)).toBe(1)
    expect(await cachedAt(db, 'sampling', '7', compute)).toBe(1)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000)
    expect(await cachedAt(db, 'sampling', '7', compute)).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await cachedAt(db, 'sampling', '7', compute)).toBe(2)
    expect(computed).toBe(2)
    expect(await cachedAt(db, 'sampling', '8', compute)).toBe(3)
  })
})
