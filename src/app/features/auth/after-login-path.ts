import { afterLoginRedirectFor } from '#domain/after-login-redirect.ts'
import type { Role } from '#domain/roles.ts'
import { clearSavedSearch, savedSearchPath } from './saved-search.ts'

/** Where to go once signed in: the search saved before the login (then forgotten), or by role. */
export function takeAfterLoginPath(role: Role): string {
  const saved = savedSearchPath()
  clearSavedSearch()
  return saved ?? afterLoginRedirectFor(role)
}
