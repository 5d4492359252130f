import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { needsTwoFactor } from '../../domain/permissions.ts'
import { sameEmail } from '../accounts/email-key.ts'
import { hashPassword } from '../auth/password.ts'
import { digestToken, newToken } from '../auth/token-digest.ts'
import { encryptSecret, newAuthenticatorSecret } from '../auth/two-factor.ts'
import type { Database } from '../db/client.ts'
import {
  companies,
  invitations,
  users,
  vendors,
  vendorTypes,
  vendorVendorTypes,
} from '../db/schema/index.ts'
import { TEST_TOKEN_SECRET } from './test-token-secret.ts'

export const TEST_PASSWORD = 'Tested-Otter-42!'
let passwordHash: Promise<string> | undefined

const unique = () => randomBytes(4).toString('hex')

export async function createCompany(
  db: Database,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(companies)
    .values({ name: `Company ${unique()}`, companyType: 'vendor', ...overrides })
    .returning()
  return row as typeof companies.$inferSelect
}

/**
 * A confirmed user with the password TEST_PASSWORD, unless the overrides say otherwise; a
 * super_admin has two-factor sign-in on, as the app requires, with a key of its own.
 */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD)
  const secondFactor = needsTwoFactor(overrides.role ?? 'cpg_user')
    ? {
        totpSecret: encryptSecret(TEST_TOKEN_SECRET, newAuthenticatorSecret()),
        totpEnabledAt: new Date(),
      }
    : {}
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.test`,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: 'User',
      jobTitle: 'Tester',
      role: 'cpg_user',
      confirmedAt: new Date(),
      ...secondFactor,
      ...overrides,
    })
    .returning()
  return row as typeof users.$inferSelect
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(sameEmail(users.email, email))
  return row
}

export async function userRow(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** An invitation as the members feature will send it; returns its emailed token. */
export async function createInvitation(
  db: Database,
  secret: string,
  overrides: Partial<typeof invitations.$inferInsert> & { companyId: number },
) {
  const token = newToken()
  const [row] = await db
    .insert(invitations)
    .values({
      email: `invitee-${unique()}@example.test`,
      role: 'vendor_user',
      tokenDigest: digestToken(secret, token),
      expiresAt: new Date(Date.now() + 14 * 24 * 60 * 60_000),
      ...overrides,
    })
    .returning()
  return { token, invitation: row as typeof invitations.$inferSelect }
}

/** A vendor company with its profile, of the first vendor type, covering the first area. */
export async function createVendor(
  db: Database,
  overrides: Partial<typeof vendors.$inferInsert> = {},
) {
  const company = await createCompany(db, { companyType: 'vendor' })
  const [row] = await db
    .insert(vendors)
    .values({
      companyId: company.id,
      name: company.name,
      salesRepFirstName: 'Sam',
      salesRepLastName: 'Rep',
      salesRepEmail: `rep-${unique()}@example.test`,
      website: 'https://vendor.example',
      description: 'A vendor for tests',
      yearOfEstablishment: 2000,
      ...overrides,
    })
    .returning()
  const vendor = row as typeof vendors.$inferSelect
  const [type] = await db.select().from(vendorTypes).orderBy(vendorTypes.position).limit(1)
  await db
    .insert(vendorVendorTypes)
    .values({ vendorId: vendor.id, vendorTypeId: type?.id as number })
  return vendor
}
