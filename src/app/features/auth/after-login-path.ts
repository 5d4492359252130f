import type { Account } from '#domain/account.ts'
import { afterLoginRedirectFor } from '#domain/after-login-redirect.ts'
import { needsTwoFactor } from '#domain/permissions.ts'
import type { Role } from '#domain/roles.ts'
import { clearSavedSearch, savedSearchPath } from './saved-search.ts'

/** Where to go once signed in: the search saved before the login (then forgotten), or by role. */
export function takeAfterLoginPath(role: Role): string {
  const saved = savedSearchPath()
  clearSavedSearch()
  return saved ?? afterLoginRedirectFor(role)
}

/** A super_admin without two-factor sign-in sets it up on Profile Settings first; else as above. */
export function afterLoginPath(account: Pick<Account, 'role' | 'two_factor_enabled'>): string {
  if (mustSetUpTwoFactor(account)) return '/account'
  return takeAfterLoginPath(account.role)
}

export const mustSetUpTwoFactor = (account: Pick<Account, 'role' | 'two_factor_enabled'>) =>
  needsTwoFactor(account.role) && !account.two_factor_enabled
