import { describe, expect, it } from 'vitest'
import { AUDIT_TEXT } from './audit-text.ts'
import { auditFieldRows } from './audit-values.ts'

describe('an audit event’s values as a table', () => {
  it('pairs every field of either side, and names what is missing', () => {
    expect(
      auditFieldRows({ status: 'new', note: '' }, { status: 'dismissed', invited_email: 'a@b.c' }),
    ).toEqual([
      { field: 'Status', before: 'new', after: 'dismissed' },
      { field: 'Note', before: AUDIT_TEXT.nothing, after: AUDIT_TEXT.nothing },
      { field: 'Invited email', before: AUDIT_TEXT.nothing, after: 'a@b.c' },
    ])
    expect(auditFieldRows(null, { email: 'x@y.z' })).toEqual([
      { field: 'Email', before: AUDIT_TEXT.nothing, after: 'x@y.z' },
    ])
  })

  it('reads a list of named rows as its names in order, a moment as a date and a role by its name', () => {
    const [list] = auditFieldRows(
      { vendors: [] },
      {
        vendors: [
          { id: 2, name: 'Beta' },
          { id: 1, name: 'Alpha' },
        ],
      },
    )
    expect(list).toEqual({
      field: 'Vendors',
      before: AUDIT_TEXT.nothing,
      after: '1. Beta\n2. Alpha',
    })
    const [moment] = auditFieldRows({ deactivated_at: '2026-11-25T14:30:00.000Z' }, null)
    expect(moment?.before).toMatch(/^Nov 25, 2026, /)
    expect(auditFieldRows({ role: 'vendor_user' }, { role: 'vendor_admin' })).toEqual([
      { field: 'Role', before: 'Vendor user', after: 'Vendor admin' },
    ])
  })
})
