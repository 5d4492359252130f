import { type AppPage, companyPage } from './app-page.ts'
import type { Role } from './roles.ts'

type SignedInUser = { role: Role; vendor_id: number | null; join_request?: object | null }

/** Where a signed-in user opening the landing page goes (docs/spec/access-and-account.md §2), or null to stay. */
export function landingRedirectFor(user: SignedInUser, hasSearchQuery: boolean): AppPage | null {
  if (hasSearchQuery) return { to: '/search' }
  // A registrant waiting to join a company sees that they wait (docs/api-access.md).
  if (user.join_request) return { to: '/company' }
  switch (user.role) {
    case 'super_admin':
    case 'cpg_user':
      return { to: '/search' }
    case 'vendor_admin':
      return user.vendor_id ? companyPage(user.vendor_id) : { to: '/company' }
    case 'vendor_user':
      return user.vendor_id ? companyPage(user.vendor_id) : { to: '/search' }
  }
}
