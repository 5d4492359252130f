import { describe, expect, it } from 'vitest'
import type { Role } from '../../domain/roles.ts'
import type { SessionUser } from './session-types.ts'
import { managesVendor } from './vendor-viewer.ts'

const user = (role: Role, vendorId: number | null = 7): SessionUser => ({
  id: 1,
  email: 'someone@example.com',
  first_name: 'Some',
  last_name: 'One',
  role,
  company_name: null,
  company_type: null,
  vendor_id: vendorId,
  job_title: null,
  phone_number: null,
  profile_picture: null,
  digest_notification: false,
  insights_digest: true,
  two_factor_enabled: false,
  join_request: null,
})

describe('managesVendor', () => {
  it("lets that vendor's admin and a super_admin manage its tactics, nobody else", () => {
    expect(managesVendor(user('vendor_admin'), 7)).toBe(true)
    expect(managesVendor(user('super_admin', null), 7)).toBe(true)
    expect(managesVendor(user('vendor_admin', 8), 7)).toBe(false)
    expect(managesVendor(user('vendor_admin', null), 7)).toBe(false)
    expect(managesVendor(user('vendor_user'), 7)).toBe(false)
    expect(managesVendor(user('cpg_user'), 7)).toBe(false)
    expect(managesVendor(undefined, 7)).toBe(false)
  })
})
