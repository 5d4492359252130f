import type { Account } from '../../domain/account.ts'
import type { Role } from '../../domain/roles.ts'

export const MENU_TEXT = {
  profile: 'Profile Settings',
  shortlists: 'Shortlists',
  company: 'Company Profile Settings',
  createCompany: 'Create a Vendor Company',
  admin: 'Super Admin Settings',
  logout: 'Logout',
} as const

/** A page of the menu, in the router's terms. */
export type MenuPage =
  | { to: '/account' }
  | { to: '/company/create' }
  | { to: '/shortlists' }
  | { to: '/company/$vendorId'; params: { vendorId: number } }

export type AccountMenuItem =
  | { label: string; page: MenuPage }
  | { label: string; action: 'admin' | 'logout' }

/** What the dropdown and the mobile navigation both show. */
export type AccountMenuProps = {
  user: Account
  items: AccountMenuItem[]
  onAction: (action: 'admin' | 'logout') => void
}

const PROFILE: AccountMenuItem = { label: MENU_TEXT.profile, page: { to: '/account' } }
const CREATE_COMPANY: AccountMenuItem = {
  label: MENU_TEXT.createCompany,
  page: { to: '/company/create' },
}
const SHORTLISTS: AccountMenuItem = { label: MENU_TEXT.shortlists, page: { to: '/shortlists' } }
const ADMIN: AccountMenuItem = { label: MENU_TEXT.admin, action: 'admin' }
const LOGOUT: AccountMenuItem = { label: MENU_TEXT.logout, action: 'logout' }

const companyItem = (vendorId: number): AccountMenuItem => ({
  label: MENU_TEXT.company,
  page: { to: '/company/$vendorId', params: { vendorId } },
})

/**
 * The header menu by role (docs/spec/access-and-account.md §2 "Header"), with Shortlists for the
 * roles that keep them (docs/spec/workspace.md §1).
 */
export function accountMenuItems(user: {
  role: Role
  vendor_id: number | null
}): AccountMenuItem[] {
  switch (user.role) {
    case 'cpg_user':
      return [PROFILE, SHORTLISTS, LOGOUT]
    case 'vendor_user':
      return user.vendor_id ? [PROFILE, companyItem(user.vendor_id), LOGOUT] : [PROFILE, LOGOUT]
    case 'vendor_admin':
      return [PROFILE, user.vendor_id ? companyItem(user.vendor_id) : CREATE_COMPANY, LOGOUT]
    case 'super_admin':
      return [CREATE_COMPANY, PROFILE, SHORTLISTS, ADMIN, LOGOUT]
  }
}
