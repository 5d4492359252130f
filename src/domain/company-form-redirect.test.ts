import { describe, expect, it } from 'vitest'
import {
  companyCreateRedirect,
  companyEditRedirect,
  leaveCompanyCreateTarget,
} from './company-form-redirect.ts'

describe('companyCreateRedirect', () => {
  it('opens the form for a super_admin and a vendor_admin without a company profile', () => {
    expect(companyCreateRedirect({ role: 'super_admin', vendor_id: null })).toBeNull()
    expect(companyCreateRedirect({ role: 'vendor_admin', vendor_id: null })).toBeNull()
  })

  it('sends a vendor_admin with a company profile to it', () => {
    expect(companyCreateRedirect({ role: 'vendor_admin', vendor_id: 7 })).toEqual({
      to: '/company/$vendorId',
      params: { vendorId: 7 },
    })
  })

  it('sends a vendor_user to their company, or to /forbidden without one', () => {
    expect(companyCreateRedirect({ role: 'vendor_user', vendor_id: 7 })).toEqual({
      to: '/company/$vendorId',
      params: { vendorId: 7 },
    })
    expect(companyCreateRedirect({ role: 'vendor_user', vendor_id: null })).toEqual({
      to: '/forbidden',
    })
  })

  it('forbids a cpg_user', () => {
    expect(companyCreateRedirect({ role: 'cpg_user', vendor_id: null })).toEqual({
      to: '/forbidden',
    })
  })
})

describe('companyEditRedirect', () => {
  it('lets a super_admin edit any company and a vendor_admin their own', () => {
    expect(companyEditRedirect({ role: 'super_admin', vendor_id: null }, 3)).toBeNull()
    expect(companyEditRedirect({ role: 'vendor_admin', vendor_id: 3 }, 3)).toBeNull()
  })

  it('forbids a vendor_admin of another company, a vendor_user and a cpg_user', () => {
    expect(companyEditRedirect({ role: 'vendor_admin', vendor_id: 4 }, 3)).toEqual({
      to: '/forbidden',
    })
    expect(companyEditRedirect({ role: 'vendor_admin', vendor_id: null }, 3)).toEqual({
      to: '/forbidden',
    })
    expect(companyEditRedirect({ role: 'vendor_user', vendor_id: 3 }, 3)).toEqual({
      to: '/forbidden',
    })
    expect(companyEditRedirect({ role: 'cpg_user', vendor_id: null }, 3)).toEqual({
      to: '/forbidden',
    })
  })
})

describe('leaveCompanyCreateTarget', () => {
  it('sends a super_admin to /search and a vendor_admin to /company', () => {
    expect(leaveCompanyCreateTarget('super_admin')).toBe('/search')
    expect(leaveCompanyCreateTarget('vendor_admin')).toBe('/company')
  })
})
