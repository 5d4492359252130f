import { asc, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  diversityCertifications,
  savedSearches,
  tactics,
  tacticTacticTypes,
  tacticTypes,
  users,
} from '../db/schema/index.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { SEED_EPOCH } from './seed-clock.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const buyerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'cpg_user')?.email as string

/**
 * The demo buyer's saved searches with alerts on (docs/spec/workspace.md "Demo data"): one of the
 * tactic type of the newest tactic, last opened the day before it appeared, so it shows "1 new"
 * or more; one of certified vendors, opened at the seed's epoch, with nothing new.
 */
export async function seedSavedSearches(db: Database): Promise<void> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, buyerEmail))
  const [newest] = await db
    .select({ createdAt: tactics.createdAt, typeId: tacticTypes.id, type: tacticTypes.name })
    .from(tactics)
    .innerJoin(tacticTacticTypes, eq(tacticTacticTypes.tacticId, tactics.id))
    .innerJoin(tacticTypes, eq(tacticTypes.id, tacticTacticTypes.tacticTypeId))
    .orderBy(desc(tactics.createdAt), desc(tactics.id))
    .limit(1)
  const [certification] = await db
    .select({ id: diversityCertifications.id, name: diversityCertifications.name })
    .from(diversityCertifications)
    .orderBy(asc(diversityCertifications.id))
    .limit(1)
  if (!buyer || !newest || !certification) return
  await db.insert(savedSearches).values([
    {
      userId: buyer.id,
      name: `${newest.type} ideas`.slice(0, 60),
      query: { tab: 'tactics', tacticType: newest.typeId },
      alerts: true,
      lastOpenedAt: new Date(newest.createdAt.getTime() - DAY_MS),
      createdAt: new Date(newest.createdAt.getTime() - 30 * DAY_MS),
    },
    {
      userId: buyer.id,
      name: `${certification.name} vendors`.slice(0, 60),
      query: { tab: 'vendors', certifications: [certification.id] },
      alerts: true,
      lastOpenedAt: SEED_EPOCH,
      createdAt: SEED_EPOCH,
    },
  ])
}
