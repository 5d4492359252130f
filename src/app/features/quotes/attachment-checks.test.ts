import { describe, expect, it } from 'vitest'
import { QUOTE_ATTACHMENT_MAX_BYTES, QUOTE_MESSAGES } from '#domain/quotes.ts'
import { attachmentProblem, attachmentTypeOf, checkedFile } from './attachment-checks.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
const PDF = new TextEncoder().encode('%PDF-1.7')

describe('attachment checks', () => {
  it('tell PNG, JPG and PDF by their first bytes, whatever the name', async () => {
    expect(attachmentTypeOf(PNG)).toBe('image/png')
    expect(attachmentTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(attachmentTypeOf(PDF)).toBe('application/pdf')
    expect(attachmentTypeOf(new TextEncoder().encode('<html>'))).toBeNull()
    const named = new File(['GIF89a'], 'photo.png', { type: 'image/png' })
    expect(attachmentTypeOf((await checkedFile(named)).head)).toBeNull()
  })

  it("answer the server's messages: count, format, then size", () => {
    const ok = { size: 10, head: PDF }
    expect(attachmentProblem([ok, ok, ok, ok, ok])).toBeNull()
    expect(attachmentProblem([ok, ok, ok, ok, ok, ok])).toBe(QUOTE_MESSAGES.attachmentsMax)
    expect(attachmentProblem([ok, { size: 10, head: bytes(1, 2, 3) }])).toBe(
      QUOTE_MESSAGES.attachmentFormat,
    )
    expect(attachmentProblem([{ size: QUOTE_ATTACHMENT_MAX_BYTES + 1, head: PNG }])).toBe(
      QUOTE_MESSAGES.attachmentTooLarge,
    )
    expect(attachmentProblem([{ size: QUOTE_ATTACHMENT_MAX_BYTES, head: PNG }])).toBeNull()
  })
})
