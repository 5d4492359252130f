import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AdminOverview } from '../../domain/admin-overview.ts'
import { ROLES, type Role } from '../../domain/roles.ts'
import type { Database } from '../db/client.ts'
import { companyJoinRequests, tactics, users, vendors } from '../db/schema/index.ts'

/** The admin site's first screen: what the catalogue holds and what waits for a decision. */
export async function adminOverview(db: Database): Promise<AdminOverview> {
  const roleCounts = await db
    .select({ role: users.role, count: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.role)
  const hasMembers = sql<boolean>`exists (select 1 from ${users} m where m.company_id = ${companyJoinRequests.companyId} and m.confirmed_at is not null)`
  const requests = await db
    .select({ hasMembers, count: sql<number>`count(*)::int` })
    .from(companyJoinRequests)
    .innerJoin(users, eq(users.id, companyJoinRequests.userId))
    .where(and(isNull(companyJoinRequests.declinedAt), isNotNull(users.confirmedAt)))
    .groupBy(hasMembers)
  const pending = (members: boolean) =>
    requests.find((request) => request.hasMembers === members)?.count ?? 0
  const accounts = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>
  for (const { role, count } of roleCounts) accounts[role] = count
  return {
    vendors: await db.$count(vendors),
    tactics: await db.$count(tactics),
    accounts,
    pending_vendor_claims: pending(false),
    pending_join_requests: pending(true),
  }
}
