import { describe, expect, it } from 'vitest'
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
})
