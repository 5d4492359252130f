import { describe, expect, it } from 'vitest'
import { afterLoginRedirectFor } from './after-login-redirect.ts'

describe('afterLoginRedirectFor', () => {
  it('sends buyers and super admins to /search and vendor staff to /company', () => {
    expect(afterLoginRedirectFor('super_admin')).toBe('/search')
    expect(afterLoginRedirectFor('cpg_user')).toBe('/search')
    expect(afterLoginRedirectFor('vendor_admin')).toBe('/company')
    expect(afterLoginRedirectFor('vendor_user')).toBe('/company')
  })
})
