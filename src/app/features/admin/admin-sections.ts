import { ACTIVITY_TEXT } from './activity-text.ts'
import { ADMIN_TEXT } from './admin-text.ts'
import { AUDIT_TEXT } from './audit-text.ts'
import { COMPANY_TEXT } from './company-text.ts'
import { ADMIN_EVENT_TEXT } from './event-text.ts'
import { LOOKUP_TEXT } from './lookup-text.ts'
import { MAIL_TEXT } from './mail-text.ts'
import { RECOMMENDATION_TEXT } from './recommendation-text.ts'

/** The admin site's side menu, in order; each is a route under /admin. */
export const ADMIN_SECTIONS = [
  { href: '/admin', label: ADMIN_TEXT.overview },
  { href: '/admin/accounts', label: ADMIN_TEXT.accounts },
  { href: '/admin/vendor-claims', label: ADMIN_TEXT.vendorClaims },
  { href: '/admin/companies', label: COMPANY_TEXT.title },
  { href: '/admin/lookups', label: LOOKUP_TEXT.title },
  { href: '/admin/featured', label: ADMIN_TEXT.featured },
  { href: '/admin/events', label: ADMIN_EVENT_TEXT.title },
  { href: '/admin/recommendations', label: RECOMMENDATION_TEXT.title },
  { href: '/admin/activity', label: ACTIVITY_TEXT.title },
  { href: '/admin/mail', label: MAIL_TEXT.title },
  { href: '/admin/audit', label: AUDIT_TEXT.title },
] as const

/** The route of a section. */
export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['href']

/** The section a path belongs to: the longest section path that starts it. */
export function sectionOf(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/'
  return [...ADMIN_SECTIONS]
    .reverse()
    .find((section) => path === section.href || path.startsWith(`${section.href}/`))
}
