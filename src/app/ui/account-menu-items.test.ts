import { describe, expect, it } from 'vitest'
import { accountMenuItems } from './account-menu-items.ts'

const labels = (role: Parameters<typeof accountMenuItems>[0]['role'], vendorId: number | null) =>
  accountMenuItems({ role, vendor_id: vendorId }).map((item) =>
    'page' in item
      ? `${item.label} ${item.page.to.replace('$vendorId', String('params' in item.page ? item.page.params.vendorId : ''))}`
      : item.label,
  )

describe('accountMenuItems', () => {
  it('gives each role the items of the spec, in order', () => {
    expect(labels('cpg_user', null)).toEqual([
      'Profile Settings /account',
      'Shortlists /shortlists',
      'Quotes /quotes',
      'Events /events',
      'Logout',
    ])
    expect(labels('vendor_user', 4)).toEqual([
      'Profile Settings /account',
      'Company Profile Settings /company/4',
      'Quote requests /company/quotes',
      'Insights /company/insights',
      'Events /events',
      'Logout',
    ])
    expect(labels('vendor_admin', 4)).toEqual([
      'Profile Settings /account',
      'Company Profile Settings /company/4',
      'Quote requests /company/quotes',
      'Insights /company/insights',
      'Events /events',
      'Logout',
    ])
    expect(labels('super_admin', null)).toEqual([
      'Create a Vendor Company /company/create',
      'Profile Settings /account',
      'Shortlists /shortlists',
      'Quotes /quotes',
      'Events /events',
      'Super Admin Settings',
      'Logout',
    ])
  })

  it('offers a vendor_admin without a company to create one', () => {
    expect(labels('vendor_admin', null)).toEqual([
      'Profile Settings /account',
      'Create a Vendor Company /company/create',
      'Events /events',
      'Logout',
    ])
  })
})
