import type { SessionHeaders } from '../session/session-types.ts'

/** The separate admin site for super_admin (access-and-account.md §1). */
export const ADMIN_SITE_PATH = '/admin'

/** Opens the admin site in a new tab, signed in by the session headers in its query. */
export function openAdminSite(headers: SessionHeaders | null) {
  if (!headers) {
    console.error('Super Admin Settings: there are no session headers to hand to the admin site')
    return
  }
  window.open(`${ADMIN_SITE_PATH}?${new URLSearchParams(headers)}`, '_blank', 'noopener')
}
