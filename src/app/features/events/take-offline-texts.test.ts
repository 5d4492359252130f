import { describe, expect, it } from 'vitest'
import { TAKE_OFFLINE_TEXT } from './take-offline-texts.ts'

describe('the size of an event taken offline', () => {
  it('says a size as a person reads it, in kilobytes under a megabyte', () => {
    expect(TAKE_OFFLINE_TEXT.estimate(4_230_000, 120)).toBe('About 4.2 MB for 120 vendors')
    expect(TAKE_OFFLINE_TEXT.estimate(350_400, 1)).toBe('About 350 KB for 1 vendor')
    expect(TAKE_OFFLINE_TEXT.estimate(120, 1)).toBe('About 1 KB for 1 vendor')
  })

  it('counts progress in the spec’s words', () => {
    expect(TAKE_OFFLINE_TEXT.progress(34, 120)).toBe('34 of 120 vendors saved')
  })
})
