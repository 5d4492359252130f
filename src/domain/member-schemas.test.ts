import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { splitEmailList } from './fields.ts'
import { InviteMembersSchema, MEMBER_MESSAGES } from './member-schemas.ts'

describe('invitation addresses', () => {
  it('split at commas, spaces and tabs', () => {
    expect(splitEmailList('a@x.example, b@x.example\tc@x.example  d@x.example,')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
      'd@x.example',
    ])
  })

  it('arrive as one text or as a list, and at least one is required', () => {
    const parse = (emails: unknown) =>
      v.safeParse(InviteMembersSchema, { emails, role: 'vendor_user', message: '' })
    expect(parse(['a@x.example b@x.example']).output).toMatchObject({
      emails: ['a@x.example', 'b@x.example'],
    })
    expect(parse('a@x.example').output).toMatchObject({ emails: ['a@x.example'] })
    expect(parse(' , ').issues?.[0]?.message).toBe(MEMBER_MESSAGES.emailsRequired)
  })

  it('require a company role and keep the message to 500 characters', () => {
    const result = v.safeParse(InviteMembersSchema, {
      emails: 'a@x.example',
      role: 'cpg_user',
      message: 'x'.repeat(501),
    })
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      MEMBER_MESSAGES.roleRequired,
      'Too long, maximum 500 chars',
    ])
  })
})
