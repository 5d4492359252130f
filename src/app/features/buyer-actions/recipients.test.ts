import { describe, expect, it } from 'vitest'
import { BUYER_ACTION_MESSAGES, QUOTE_CC_MAX } from '#domain/buyer-actions.ts'
import { addRecipients } from './recipients.ts'

describe('addRecipients', () => {
  it('splits on commas and spaces and adds valid addresses', () => {
    expect(addRecipients([], 'a@x.test, b@x.test c@x.test')).toEqual({
      recipients: ['a@x.test', 'b@x.test', 'c@x.test'],
      draft: '',
      error: null,
    })
  })

  it('splits a pasted list at semicolons, newlines and tabs too, never joining two addresses', () => {
    expect(addRecipients([], 'bob@ex.test;carol@ex.test\ndan@ex.test\r\n\terin@ex.test; ')).toEqual(
      {
        recipients: ['bob@ex.test', 'carol@ex.test', 'dan@ex.test', 'erin@ex.test'],
        draft: '',
        error: null,
      },
    )
  })

  it('keeps a bad address in the input with "Email is incorrect"', () => {
    expect(addRecipients(['a@x.test'], 'nope, d@x.test')).toEqual({
      recipients: ['a@x.test', 'd@x.test'],
      draft: 'nope ',
      error: 'Email is incorrect',
    })
  })

  it('refuses a duplicate, whatever its case, with "is already added"', () => {
    expect(addRecipients(['a@x.test'], 'A@x.test')).toEqual({
      recipients: ['a@x.test'],
      draft: 'A@x.test ',
      error: 'A@x.test is already added',
    })
  })

  it("keeps an address past the limit in the input with the limit's message", () => {
    const limit = { max: QUOTE_CC_MAX, message: BUYER_ACTION_MESSAGES.tooManyCopies }
    const five = ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test']
    expect(addRecipients(five, 'e@x.test f@x.test', limit)).toEqual({
      recipients: [...five, 'e@x.test'],
      draft: 'f@x.test ',
      error: 'A quote can be copied to at most 5 addresses',
    })
  })
})
