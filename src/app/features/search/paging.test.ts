import { describe, expect, it } from 'vitest'
import { chunkOfPage, pageCount, pagerItems, sliceOfPage } from './paging.ts'

describe('paging of 10 a page over chunks of 100', () => {
  it('finds the chunk that holds a page', () => {
    expect(chunkOfPage(1)).toBe(1)
    expect(chunkOfPage(10)).toBe(1)
    expect(chunkOfPage(11)).toBe(2)
    expect(chunkOfPage(20)).toBe(2)
    expect(chunkOfPage(21)).toBe(3)
  })

  it('slices a page out of its chunk', () => {
    expect(sliceOfPage(1)).toEqual({ start: 0, end: 10 })
    expect(sliceOfPage(10)).toEqual({ start: 90, end: 100 })
    expect(sliceOfPage(11)).toEqual({ start: 0, end: 10 })
    expect(sliceOfPage(13)).toEqual({ start: 20, end: 30 })
  })

  it('counts pages, one at least', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(10)).toBe(1)
    expect(pageCount(11)).toBe(2)
    expect(pageCount(420)).toBe(42)
  })

  it('shows the first, the last and the pages around the current one', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3])
    expect(pagerItems(6, 42)).toEqual([1, 'gap', 5, 6, 7, 'gap', 42])
    expect(pagerItems(42, 42)).toEqual([1, 'gap', 41, 42])
  })
})
