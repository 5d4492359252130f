import { type ApiClient, answerOf } from '../api/api-client.ts'
import { SOMETHING_WENT_WRONG } from './common-messages.ts'
import { showToast } from './toast-store.ts'

/** The separate admin site for super_admin (docs/spec/access-and-account.md §1). */
export const ADMIN_SITE_PATH = '/admin'

/**
 * Opens the admin site in a new tab, signed in by a one-time code in its query
 * (docs/api-access.md, "Sign-in codes"). The tab opens within the click, so no popup blocker
 * stops it, and is pointed at the site once the code arrives; it never learns this tab.
 */
export async function openAdminSite(api: ApiClient) {
  const tab = window.open('', '_blank')
  if (tab) tab.opener = null
  try {
    const { code } = await answerOf(api.rpc.auth.sign_in_codes.$post())
    const url = `${ADMIN_SITE_PATH}?${new URLSearchParams({ code })}`
    if (tab) tab.location.href = url
    else window.open(url, '_blank', 'noopener')
  } catch {
    tab?.close()
    showToast(SOMETHING_WENT_WRONG, 'danger')
  }
}
