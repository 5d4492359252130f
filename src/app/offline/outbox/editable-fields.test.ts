import { describe, expect, it } from 'vitest'
import { correctedValues, editableFields } from './editable-fields.ts'
import type { Submission } from './outbox-item.ts'

const share: Submission = {
  kind: 'share_vendor',
  method: 'POST',
  path: '/vendors/3/share_via_email',
  body: { emails: ['a@b.example', 'c@d.example'], message: 'Look at this', search_id: 5 },
  idempotencyKey: 'k',
  summary: 'Share',
}

describe('editableFields', () => {
  it('offers the texts and lists the user wrote, not ids', () => {
    expect(editableFields(share)).toEqual([
      {
        name: 'emails',
        label: 'Emails',
        value: 'a@b.example, c@d.example',
        list: true,
        long: false,
      },
      { name: 'message', label: 'Message', value: 'Look at this', list: false, long: true },
    ])
  })

  it('edits the send step of a create-then-send', () => {
    const quote = {
      ...share,
      followUp: { method: 'PUT' as const, path: '/q/{id}', body: { email_subject: 'Hi' } },
    }
    expect(editableFields(quote).map((f) => f.name)).toEqual(['email_subject'])
  })

  it('reads corrections back in the body’s shapes', () => {
    const form = new FormData()
    form.set('emails', ' a@b.example ,, e@f.example')
    form.set('message', 'Changed')
    expect(correctedValues(editableFields(share), form)).toEqual({
      emails: ['a@b.example', 'e@f.example'],
      message: 'Changed',
    })
  })
})
