import { needsTwoFactor } from '../../domain/permissions.ts'
import type { Role } from '../../domain/roles.ts'
import { hashPassword } from '../auth/password.ts'
import { encryptSecret } from '../auth/two-factor.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { insertInBatches } from './batch-insert.ts'
import { daysBeforeEpoch, SEED_HISTORY_DAYS } from './seed-clock.ts'

export const DEMO_PASSWORD = 'Demo1234!'
/**
 * The demo super_admin's authenticator key (README "Demo accounts"): a super_admin signs in with a
 * second factor, so the seed turns it on with this published key for demos and tests.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

type DemoAccount = {
  email: string
  role: Role
  password: string
  firstName: string
  lastName: string
  jobTitle: string | null
  /** Which seeded company the account belongs to. */
  company: 'none' | 'cpg' | 'vendor'
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.example',
    role: 'super_admin',
    password: DEMO_PASSWORD,
    firstName: 'Ada',
    lastName: 'Admin',
    jobTitle: null,
    company: 'none',
  },
  {
    email: 'buyer@demo.example',
    role: 'cpg_user',
    password: DEMO_PASSWORD,
    firstName: 'Bea',
    lastName: 'Buyer',
    jobTitle: 'Shopper Marketing Manager',
    company: 'cpg',
  },
  {
    email: 'vendor-admin@demo.example',
    role: 'vendor_admin',
    password: DEMO_PASSWORD,
    firstName: 'Vera',
    lastName: 'Vendor',
    jobTitle: 'Head of Retail Partnerships',
    company: 'vendor',
  },
  {
    email: 'vendor-user@demo.example',
    role: 'vendor_user',
    password: DEMO_PASSWORD,
    firstName: 'Victor',
    lastName: 'Seller',
    jobTitle: 'Account Manager',
    company: 'vendor',
  },
  {
    // The demo buyer's colleague: a shortlist is shared with them (docs/spec/workspace.md "Demo data").
    email: 'colleague@demo.example',
    role: 'cpg_user',
    password: DEMO_PASSWORD,
    firstName: 'Cole',
    lastName: 'Colleague',
    jobTitle: 'Category Manager',
    company: 'cpg',
  },
]

/** One hash serves every account: argon2 is slow on purpose and they share a password. */
export async function seedDemoAccounts(
  db: Database,
  companyIds: { cpg: number; vendor: number },
  tokenSecret: string,
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const joinedAt = daysBeforeEpoch(SEED_HISTORY_DAYS)
  const rows = DEMO_ACCOUNTS.map((account) => ({
    email: account.email,
    passwordHash,
    firstName: account.firstName,
    lastName: account.lastName,
    jobTitle: account.jobTitle,
    role: account.role,
    companyId: account.company === 'none' ? null : companyIds[account.company],
    ...(needsTwoFactor(account.role)
      ? {
          totpSecret: encryptSecret(tokenSecret, DEMO_TOTP_SECRET),
          totpEnabledAt: joinedAt,
        }
      : {}),
    confirmedAt: joinedAt,
    createdAt: joinedAt,
    updatedAt: joinedAt,
  }))
  await insertInBatches(db, users, rows)
  return rows.length
}
