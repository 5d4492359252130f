import type { Role } from './roles.ts'

/**
 * Where a user goes after logging in or accepting an invitation (docs/spec/access-and-account.md §2
 * "After login"), unless a search saved before the login takes them back to /search.
 */
export function afterLoginRedirectFor(role: Role): '/search' | '/company' {
  return role === 'vendor_admin' || role === 'vendor_user' ? '/company' : '/search'
}
