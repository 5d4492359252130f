import { describe, expect, it } from 'vitest'
import { MESSAGES } from '#domain/fields.ts'
import { countedFieldError } from './counted-text-field.tsx'

describe('countedFieldError', () => {
  it('says nothing up to the limit and that it is too long past it', () => {
    expect(countedFieldError('abcde', 5)).toBeUndefined()
    expect(countedFieldError('abcdef', 5)).toBe(MESSAGES.tooLong(5))
  })

  it('shows a given error before the over-limit one', () => {
    expect(countedFieldError('toolong', 3, 'Server says no')).toBe('Server says no')
  })
})
