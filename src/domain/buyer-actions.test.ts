import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  NudgeSchema,
  RecommendVendorSchema,
  ShareSchema,
  withoutEmptyFields,
} from './buyer-actions.ts'
import { canContactVendor } from './permissions.ts'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const parsed = v.safeParse(schema, input)
  return parsed.success ? [] : parsed.issues.map((issue) => issue.message)
}

describe('buyer action rules', () => {
  it('names every invalid address followed by "invalid format"', () => {
    expect(messages(ShareSchema, { emails: ['ok@x.test', 'bad', 'a@b'] })).toEqual([
      'bad, a@b invalid format',
    ])
  })

  it('refuses an address carrying a header', () => {
    expect(
      messages(NudgeSchema, {
        email_to: ['a@x.test\r\nBcc: b@x.test'],
        email_subject: 'S',
        email_text: '',
      }),
    ).toEqual(['a@x.test\r\nBcc: b@x.test invalid format'])
  })

  it('refuses a website with an @', () => {
    expect(
      messages(RecommendVendorSchema, { vendor_name: 'A', vendor_website: 'a@b.com' }),
    ).toEqual(['Please enter a valid website address'])
  })

  it('drops empty fields', () => {
    expect(withoutEmptyFields({ a: 'x', b: '', c: null, d: 0 })).toEqual({ a: 'x', d: 0 })
  })

  it('lets anyone signed in but the vendor’s members contact it', () => {
    expect(canContactVendor(null)).toBe(false)
    expect(canContactVendor({ role: 'cpg_user', member: false })).toBe(true)
    expect(canContactVendor({ role: 'vendor_admin', member: true })).toBe(false)
    expect(canContactVendor({ role: 'vendor_user', member: false })).toBe(true)
    expect(canContactVendor({ role: 'super_admin', member: false })).toBe(true)
  })
})
