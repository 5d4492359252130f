import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { and, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { jobLeases } from '../db/schema/index.ts'

/** This process's name in the leases table: host, process id and a random tail. */
export const LEASE_HOLDER = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`

/**
 * Takes the job's lease for `ms` when nobody holds an unexpired one, in one atomic statement (an
 * upsert whose update applies only to an expired row); true when this holder got it.
 */
export async function takeLease(
  db: Database,
  job: string,
  holder: string,
  ms: number,
): Promise<boolean> {
  const expiresAt = sql`now() + ${Math.round(ms)} * interval '1 millisecond'`
  const taken = await db
    .insert(jobLeases)
    .values({ job, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.job,
      set: { holder, expiresAt },
      setWhere: lte(jobLeases.expiresAt, sql`now()`),
    })
    .returning({ job: jobLeases.job })
  return taken.length === 1
}

/** Gives the lease up, so another server may run the job at its next tick. */
export async function releaseLease(db: Database, job: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.job, job), eq(jobLeases.holder, holder)))
}

export type LeasedRun = 'ran' | 'skipped'

/**
 * Runs the task only under the job's lease. Every app server ticks each job every `periodMs`;
 * the first to tick after the lease expired takes it for 90% of the period (so its own next tick
 * may take it again) and keeps it after a run, so the others skip that period: the job runs once
 * per period across servers (docs/scaling.md). A failed run gives the lease up for a retry.
 */
export async function runLeased(
  db: Database,
  lease: { job: string; holder: string; periodMs: number },
  task: () => Promise<unknown>,
): Promise<LeasedRun> {
  if (!(await takeLease(db, lease.job, lease.holder, lease.periodMs * 0.9))) return 'skipped'
  try {
    await task()
    return 'ran'
  } catch (error) {
    await releaseLease(db, lease.job, lease.holder)
    throw error
  }
}
