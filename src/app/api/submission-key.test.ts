import { describe, expect, it } from 'vitest'
import { keyFor } from './submission-key.ts'

describe('keyFor', () => {
  it('makes a new key for a first submission', () => {
    const first = keyFor(null, 'a')
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(first.request).toBe('a')
  })

  it('keeps the key for a retry of the same request', () => {
    const first = keyFor(null, 'a')
    expect(keyFor(first, 'a').key).toBe(first.key)
  })

  it('changes the key when the request changed', () => {
    const first = keyFor(null, 'a')
    expect(keyFor(first, 'b').key).not.toBe(first.key)
  })

  it('takes a key begun elsewhere for the first send', () => {
    expect(keyFor({ key: 'create-key', request: null }, 'send')).toEqual({
      key: 'create-key',
      request: 'send',
    })
  })
})
