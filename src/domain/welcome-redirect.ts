import type { AppPage } from './app-page.ts'
import { landingRedirectFor } from './landing-redirect.ts'
import type { Role } from './roles.ts'

type SignedInUser = { role: Role; vendor_id: number | null; join_request?: object | null }

/**
 * The Welcome page (/company, the vendor staff landing) is for a vendor_admin who has no company
 * yet, and for a registrant waiting to join a company (the waiting page, docs/api-access.md);
 * everyone else goes where the landing page would send them (docs/spec/access-and-account.md §2).
 */
export function welcomeRedirectFor(user: SignedInUser): AppPage | null {
  if (user.join_request) return null
  if (user.role === 'vendor_admin' && !user.vendor_id) return null
  return landingRedirectFor(user, false)
}
