import type { Role } from '../../domain/roles.ts'
import { createCompany, createUser, createVendor, TEST_PASSWORD } from './factories.ts'
import { authHeaders, signIn } from './sessions.ts'
import type { TestApp } from './test-app.ts'

/** The viewers of docs/spec/design.md's authorization matrix, as seen from one vendor company. */
export const ACTORS = [
  'visitor',
  'cpg_user',
  'vendor_user',
  'vendor_admin',
  'other_vendor_user',
  'other_vendor_admin',
  'super_admin',
] as const
export type Actor = (typeof ACTORS)[number]

export type VendorActors = {
  vendor: Awaited<ReturnType<typeof createVendor>>
  other: Awaited<ReturnType<typeof createVendor>>
  /** The headers each actor sends; none for the visitor. */
  headers: Record<Actor, Record<string, string>>
}

async function signedIn(t: TestApp, role: Role, companyId: number | null) {
  const user = await createUser(t.db, { role, companyId })
  return authHeaders(await signIn(t, user.email, TEST_PASSWORD))
}

/** A vendor, another vendor, and a signed-in user of every role around them. */
export async function createVendorActors(t: TestApp): Promise<VendorActors> {
  const vendor = await createVendor(t.db)
  const other = await createVendor(t.db)
  const cpg = await createCompany(t.db, { companyType: 'cpg' })
  const headers: Record<Actor, Record<string, string>> = {
    visitor: {},
    cpg_user: await signedIn(t, 'cpg_user', cpg.id),
    vendor_user: await signedIn(t, 'vendor_user', vendor.companyId),
    vendor_admin: await signedIn(t, 'vendor_admin', vendor.companyId),
    other_vendor_user: await signedIn(t, 'vendor_user', other.companyId),
    other_vendor_admin: await signedIn(t, 'vendor_admin', other.companyId),
    super_admin: await signedIn(t, 'super_admin', null),
  }
  return { vendor, other, headers }
}
