import { describe, expect, it } from 'vitest'
import { landingRedirectFor } from './landing-redirect.ts'

describe('landingRedirectFor', () => {
  it('sends a user with a search query to /search whatever the role', () => {
    expect(landingRedirectFor({ role: 'vendor_admin', vendor_id: 4 }, true)).toEqual({
      to: '/search',
    })
  })

  it('sends buyers and super admins to /search', () => {
    expect(landingRedirectFor({ role: 'cpg_user', vendor_id: null }, false)).toEqual({
      to: '/search',
    })
    expect(landingRedirectFor({ role: 'super_admin', vendor_id: null }, false)).toEqual({
      to: '/search',
    })
  })

  it('sends vendor staff to their company, or by role when they have none', () => {
    expect(landingRedirectFor({ role: 'vendor_admin', vendor_id: 7 }, false)).toEqual({
      to: '/company/$vendorId',
      params: { vendorId: 7 },
    })
    expect(landingRedirectFor({ role: 'vendor_admin', vendor_id: null }, false)).toEqual({
      to: '/company',
    })
    expect(landingRedirectFor({ role: 'vendor_user', vendor_id: 7 }, false)).toEqual({
      to: '/company/$vendorId',
      params: { vendorId: 7 },
    })
    expect(landingRedirectFor({ role: 'vendor_user', vendor_id: null }, false)).toEqual({
      to: '/search',
    })
  })
})
