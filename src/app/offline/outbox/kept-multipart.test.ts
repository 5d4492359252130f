import { describe, expect, it } from 'vitest'
import { editableFields } from './editable-fields.ts'
import { isKeptMultipart, keptMultipart, wireBody, withFields } from './kept-multipart.ts'
import type { Submission } from './outbox-item.ts'

const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' })
const kept = keptMultipart({ text: 'Our rates attached' }, [
  { field: 'attachments', name: 'rates.pdf', blob: pdf },
])

describe('kept multipart bodies', () => {
  it('go on the wire as FormData with their text fields and files', async () => {
    const form = wireBody(kept) as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(form.get('text')).toBe('Our rates attached')
    const file = form.get('attachments') as File
    expect(file.name).toBe('rates.pdf')
    expect(await file.text()).toBe('%PDF-1.4')
  })

  it('leave a JSON body as it is', () => {
    expect(wireBody({ outcome: 'no_longer_needed' })).toEqual({ outcome: 'no_longer_needed' })
    expect(isKeptMultipart({ outcome: 'x' })).toBe(false)
  })

  it('offer their text fields for a correction and keep their files through it', () => {
    const submission: Submission = {
      kind: 'quote_reply',
      method: 'POST',
      path: '/quotes/4/replies',
      body: kept,
      idempotencyKey: 'k',
      summary: 'Reply',
    }
    expect(editableFields(submission).map((f) => [f.name, f.value])).toEqual([
      ['text', 'Our rates attached'],
    ])
    const corrected = withFields(kept, { text: 'Rates attached' })
    expect(isKeptMultipart(corrected) && corrected.multipart.fields.text).toBe('Rates attached')
    expect(isKeptMultipart(corrected) && corrected.multipart.files[0]?.blob).toBe(pdf)
  })
})
