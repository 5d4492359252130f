import { describe, expect, it } from 'vitest'
import { errorDetailsOf } from './error-body.ts'

describe('errorDetailsOf', () => {
  it('reads a list of messages', () => {
    expect(errorDetailsOf({ errors: ['Invalid login credentials. Please try again.'] })).toEqual({
      messages: ['Invalid login credentials. Please try again.'],
      fields: {},
      candidates: [],
      otpRequired: false,
    })
  })

  it('reads messages by field, full_messages first', () => {
    const body = {
      errors: {
        email: ['has already been taken'],
        password: ['is too short', 'needs a digit'],
        full_messages: ['Email has already been taken', 'Password is too short'],
      },
    }
    expect(errorDetailsOf(body)).toEqual({
      messages: ['Email has already been taken', 'Password is too short'],
      fields: { email: ['has already been taken'], password: ['is too short', 'needs a digit'] },
      candidates: [],
      otpRequired: false,
    })
  })

  it("without full_messages, each field's first message", () => {
    expect(errorDetailsOf({ errors: { email_to: ['Too many'], cc: [] } }).messages).toEqual([
      'Too many',
    ])
  })

  it('reads the candidates of a refused removal', () => {
    const candidate = { id: 3, first_name: 'Ann', last_name: 'Lee', email: 'ann@acme.example' }
    expect(errorDetailsOf({ errors: ['Choose an admin'], candidates: [candidate] })).toEqual({
      messages: ['Choose an admin'],
      fields: {},
      candidates: [candidate],
      otpRequired: false,
    })
  })

  it('reads a sign-in waiting for the second factor', () => {
    const body = { errors: ['Enter the code from your authenticator app.'], otp_required: true }
    expect(errorDetailsOf(body).otpRequired).toBe(true)
  })

  it.each([
    null,
    'Bad Gateway',
    { errors: 'Server error' },
    { errors: [1, 2] },
    { candidates: [{ id: 'x' }] },
  ])('reads %j as no details', (body) => {
    expect(errorDetailsOf(body)).toEqual({
      messages: [],
      fields: {},
      candidates: [],
      otpRequired: false,
    })
  })
})
