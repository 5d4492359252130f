import { describe, expect, it } from 'vitest'
import { isIllustrationFile } from './illustration-files.ts'

describe('isIllustrationFile', () => {
  it('takes png, jpg, jpeg and pdf files', () => {
    expect(isIllustrationFile({ name: 'shelf.PNG', type: 'image/png' })).toBe(true)
    expect(isIllustrationFile({ name: 'shelf.jpg', type: 'image/jpeg' })).toBe(true)
    expect(isIllustrationFile({ name: 'shelf.jpeg', type: '' })).toBe(true)
    expect(isIllustrationFile({ name: 'deck.pdf', type: 'application/pdf' })).toBe(true)
  })

  it('refuses other formats and a name that does not match its type', () => {
    expect(isIllustrationFile({ name: 'shelf.gif', type: 'image/gif' })).toBe(false)
    expect(isIllustrationFile({ name: 'shelf.webp', type: 'image/webp' })).toBe(false)
    expect(isIllustrationFile({ name: 'notes.png', type: 'text/plain' })).toBe(false)
  })
})
