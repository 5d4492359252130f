import { describe, expect, it } from 'vitest'
import {
  canCreateVendor,
  canDeleteOwnAccount,
  isCompanyAdmin,
  requiresJobTitle,
  vendorRights,
} from './permissions.ts'
import { ROLES, type Role } from './roles.ts'

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
})

describe('vendor rights', () => {
  it('lets a super_admin and a vendor_admin without a profile create one', () => {
    expect(ROLES.filter((role) => canCreateVendor(role, false))).toEqual([
      'super_admin',
      'vendor_admin',
    ])
    expect(ROLES.filter((role) => canCreateVendor(role, true))).toEqual(['super_admin'])
  })

  it('gives members the sales rep email and only their admin and super_admin management', () => {
    expect(vendorRights(null)).toEqual({
      seeData: false,
      seeSalesRepEmail: false,
      manage: false,
      feature: false,
    })
    const rights = (role: Role, member: boolean) => vendorRights({ role, member })
    expect(rights('cpg_user', false)).toEqual({
      seeData: true,
      seeSalesRepEmail: false,
      manage: false,
      feature: false,
    })
    expect(rights('vendor_user', true)).toMatchObject({ seeSalesRepEmail: true, manage: false })
    expect(rights('vendor_admin', true)).toMatchObject({
      seeSalesRepEmail: true,
      manage: true,
      feature: false,
    })
    expect(rights('vendor_admin', false)).toMatchObject({ seeSalesRepEmail: false, manage: false })
    expect(rights('super_admin', false)).toEqual({
      seeData: true,
      seeSalesRepEmail: true,
      manage: true,
      feature: true,
    })
  })
})
