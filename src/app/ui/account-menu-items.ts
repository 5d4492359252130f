import type { Account } from '../../domain/account.ts'
import { EVENT_MESSAGES } from '../../domain/events.ts'
import { QUOTE_MESSAGES } from '../../domain/quotes.ts'
import type { Role } from '../../domain/roles.ts'

export const MENU_TEXT = {
  profile: 'Profile Settings',
  shortlists: 'Shortlists',
  events: EVENT_MESSAGES.menu,
  quotes: QUOTE_MESSAGES.buyerMenu,
  quoteRequests: QUOTE_MESSAGES.vendorMenu,
  insights: 'Insights',
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
  | { to: '/events' }
  | { to: '/quotes' }
  | { to: '/company/quotes' }
  | { to: '/company/insights' }
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
const EVENTS: AccountMenuItem = { label: MENU_TEXT.events, page: { to: '/events' } }
const QUOTES: AccountMenuItem = { label: MENU_TEXT.quotes, page: { to: '/quotes' } }
const QUOTE_REQUESTS: AccountMenuItem = {
  label: MENU_TEXT.quoteRequests,
  page: { to: '/company/quotes' },
}
const INSIGHTS: AccountMenuItem = { label: MENU_TEXT.insights, page: { to: '/company/insights' } }
const ADMIN: AccountMenuItem = { label: MENU_TEXT.admin, action: 'admin' }
const LOGOUT: AccountMenuItem = { label: MENU_TEXT.logout, action: 'logout' }

const companyItem = (vendorId: number): AccountMenuItem => ({
  label: MENU_TEXT.company,
  page: { to: '/company/$vendorId', params: { vendorId } },
})

/**
 * The header menu by role (docs/spec/access-and-account.md §2 "Header"), with Shortlists and
 * Quotes for the roles that keep them, Quote requests and Insights for a vendor's members, and
 * Events for everyone (docs/spec/workspace.md §1, §3, §5, §6).
 */
export function accountMenuItems(user: {
  role: Role
  vendor_id: number | null
}): AccountMenuItem[] {
  switch (user.role) {
    case 'cpg_user':
      return [PROFILE, SHORTLISTS, QUOTES, EVENTS, LOGOUT]
    case 'vendor_user':
      return user.vendor_id
        ? [PROFILE, companyItem(user.vendor_id), QUOTE_REQUESTS, INSIGHTS, EVENTS, LOGOUT]
        : [PROFILE, EVENTS, LOGOUT]
    case 'vendor_admin':
      return user.vendor_id
        ? [PROFILE, companyItem(user.vendor_id), QUOTE_REQUESTS, INSIGHTS, EVENTS, LOGOUT]
        : [PROFILE, CREATE_COMPANY, EVENTS, LOGOUT]
    case 'super_admin':
      return [CREATE_COMPANY, PROFILE, SHORTLISTS, QUOTES, EVENTS, ADMIN, LOGOUT]
  }
}
