import { describe, expect, it } from 'vitest'
import { imageTypeOf } from './image-signature.ts'

describe('imageTypeOf', () => {
  it('knows a PNG and a JPEG by their first bytes', () => {
    expect(imageTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    )
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
  })

  it('answers null for text named like an image, and for too few bytes', () => {
    expect(imageTypeOf(new TextEncoder().encode('not a picture'))).toBeNull()
    expect(imageTypeOf(Uint8Array.from([0x89, 0x50]))).toBeNull()
  })
})
