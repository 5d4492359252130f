import { describe, expect, it } from 'vitest'
import { madeOnce } from './made-once.ts'

describe('madeOnce', () => {
  it('makes nothing until asked, then the same value every time', () => {
    let made = 0
    const collator = madeOnce(() => {
      made += 1
      return new Intl.Collator('en', { numeric: true })
    })
    expect(made).toBe(0)
    expect(collator().compare('A2', 'A10')).toBeLessThan(0)
    expect(collator()).toBe(collator())
    expect(made).toBe(1)
  })
})
