import { describe, expect, it } from 'vitest'
import { welcomeRedirectFor } from './welcome-redirect.ts'

describe('welcomeRedirectFor', () => {
  it('keeps a vendor_admin without a company on the Welcome page', () => {
    expect(welcomeRedirectFor({ role: 'vendor_admin', vendor_id: null })).toBeNull()
  })

  it('keeps a registrant waiting to join a company on /company, which says so', () => {
    const waiting = { company_name: 'Acme', status: 'pending' as const }
    expect(
      welcomeRedirectFor({ role: 'vendor_user', vendor_id: null, join_request: waiting }),
    ).toBeNull()
  })

  it('sends everyone else on by role', () => {
    expect(welcomeRedirectFor({ role: 'super_admin', vendor_id: null })).toEqual({ to: '/search' })
    expect(welcomeRedirectFor({ role: 'cpg_user', vendor_id: null })).toEqual({ to: '/search' })
    expect(welcomeRedirectFor({ role: 'vendor_admin', vendor_id: 3 })).toEqual({
      to: '/company/$vendorId',
      params: { vendorId: 3 },
    })
    expect(welcomeRedirectFor({ role: 'vendor_user', vendor_id: 3 })).toEqual({
      to: '/company/$vendorId',
      params: { vendorId: 3 },
    })
    expect(welcomeRedirectFor({ role: 'vendor_user', vendor_id: null })).toEqual({ to: '/search' })
  })
})
