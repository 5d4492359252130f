import { describe, expect, it } from 'vitest'
import {
  canDeleteOwnAccount,
  isCompanyAdmin,
  registrantRole,
  requiresJobTitle,
} from './permissions.ts'
import { ROLES } from './roles.ts'

describe('permissions', () => {
  it('lets every role but super_admin delete its own profile', () => {
    expect(ROLES.filter(canDeleteOwnAccount)).toEqual(['cpg_user', 'vendor_admin', 'vendor_user'])
  })

  it('asks every role but super_admin for a job title', () => {
    expect(ROLES.filter(requiresJobTitle)).toEqual(['cpg_user', 'vendor_admin', 'vendor_user'])
  })

  it('treats only vendor_admin as a company admin', () => {
    expect(ROLES.filter(isCompanyAdmin)).toEqual(['vendor_admin'])
  })

  it('makes the first registrant of a vendor company its admin', () => {
    expect(registrantRole('vendor', false)).toBe('vendor_admin')
    expect(registrantRole('vendor', true)).toBe('vendor_user')
    expect(registrantRole('cpg', false)).toBe('cpg_user')
    expect(registrantRole('cpg', true)).toBe('cpg_user')
  })
})
