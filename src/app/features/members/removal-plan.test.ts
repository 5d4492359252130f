import { describe, expect, it } from 'vitest'
import type { Member } from '#domain/member-schemas.ts'
import { removalPlan } from './removal-plan.ts'

const member = (id: number, role: Member['role']): Member => ({
  id,
  first_name: `First${id}`,
  last_name: 'Last',
  profile_picture: null,
  role_id: role,
  email: `m${id}@x.example`,
  role,
})

describe('the pre-removal check', () => {
  it('deletes a user, or an admin while another admin stays', () => {
    expect(removalPlan([member(1, 'vendor_admin'), member(2, 'vendor_user')], 2)).toEqual({
      mode: 'delete',
    })
    expect(removalPlan([member(1, 'vendor_admin'), member(2, 'vendor_admin')], 1)).toEqual({
      mode: 'delete',
    })
  })

  it('asks the last admin for a successor among the others', () => {
    expect(removalPlan([member(1, 'vendor_admin'), member(2, 'vendor_user')], 1)).toEqual({
      mode: 'lastAdmin',
      candidates: [{ id: 2, first_name: 'First2', last_name: 'Last', email: 'm2@x.example' }],
    })
    expect(removalPlan([member(1, 'vendor_admin')], 1)).toEqual({
      mode: 'lastAdmin',
      candidates: [],
    })
  })
})
