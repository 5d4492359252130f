import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AcceptInvitationSchema,
  LoginSchema,
  RegistrationDetailsSchema,
  ResetPasswordSchema,
} from './auth-schemas.ts'

const messages = (
  result: v.SafeParseResult<v.GenericSchema>,
): Record<string, string[] | undefined> =>
  result.success ? {} : (v.flatten(result.issues).nested ?? {})

describe('auth schemas', () => {
  it('asks for a work email and a valid address on login', () => {
    expect(messages(v.safeParse(LoginSchema, { email: '', password: 'x' }))).toEqual({
      email: ['Work email is required'],
    })
    expect(messages(v.safeParse(LoginSchema, { email: 'nope', password: 'x' }))).toEqual({
      email: ['Please enter a valid email address'],
    })
  })

  it('applies each password rule with its message', () => {
    const check = (password: string) =>
      messages(v.safeParse(ResetPasswordSchema, { password, password_confirmation: password }))
        .password
    expect(check('')).toEqual(['Password is required'])
    expect(check('Ab1!')).toEqual(['Minimum 8 chars required'])
    expect(check('abcdefgh1')).toEqual(['Password does not meet the requirements'])
    expect(check('Abcdefg1!')).toBeUndefined()
  })

  it('reports a mismatched confirmation under the confirmation even when other fields fail', () => {
    const result = v.safeParse(AcceptInvitationSchema, {
      confirmation_token: 't',
      first_name: '',
      last_name: 'L',
      job_title: 'J',
      phone_number: '+1',
      password: 'Abcdefg1!',
      password_confirmation: 'Abcdefg1?',
    })
    expect(messages(result)).toMatchObject({
      first_name: ['First Name is required'],
      password_confirmation: ['Password confirmation does not match'],
    })
  })

  it('checks the website and the company type of registration step one', () => {
    const result = v.safeParse(RegistrationDetailsSchema, {
      user: { first_name: 'A', last_name: 'B', email: 'a@b.co' },
      vendor: { company_name: 'Acme', company_website: 'not a site', company_type: '' },
    })
    expect(messages(result)).toEqual({
      'vendor.company_website': ['Please enter a valid website address'],
      'vendor.company_type': ['Role is required'],
    })
  })

  it('treats a phone with only the dial code as empty', () => {
    const result = v.parse(AcceptInvitationSchema, {
      confirmation_token: 't',
      first_name: 'F',
      last_name: 'L',
      job_title: 'J',
      phone_number: '+1',
      password: 'Abcdefg1!',
      password_confirmation: 'Abcdefg1!',
    })
    expect(result.phone_number).toBeNull()
  })
})
