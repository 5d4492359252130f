import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm'
import {
  ADMIN_OUTBOX_PAGE_SIZE,
  type AdminOutboxEmail,
  type AdminOutboxPage,
  type OutboxListQuery,
  type OutboxState,
} from '../../domain/admin-outbox.ts'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema/index.ts'
import { LEASE_SECONDS } from '../mail/outbox-worker.ts'
import { heldBack } from '../mail/send-rate.ts'
import { recordAdminChange } from './audit-log.ts'

/** The columns the admin site may read: never the bodies, which hold sign-in and reset links. */
const listed = {
  id: outbox.id,
  toAddress: outbox.toAddress,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  nextAttemptAt: outbox.nextAttemptAt,
}

const listedFrom = (db: Database) => db.select(listed).from(outbox)

type ListedRow = Awaited<ReturnType<typeof listedFrom>>[number]

export function outboxState(row: Pick<ListedRow, 'status' | 'attempts'>): OutboxState {
  if (row.status !== 'pending') return row.status
  return row.attempts === 0 ? 'queued' : 'retrying'
}

const whereState: Record<OutboxState, SQL | undefined> = {
  queued: and(eq(outbox.status, 'pending'), eq(outbox.attempts, 0)),
  retrying: and(eq(outbox.status, 'pending'), gt(outbox.attempts, 0)),
  sent: eq(outbox.status, 'sent'),
  failed: eq(outbox.status, 'failed'),
}

function toAdminEmail(row: ListedRow): AdminOutboxEmail {
  const state = outboxState(row)
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    state,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    next_attempt_at:
      state === 'queued' || state === 'retrying' ? row.nextAttemptAt.toISOString() : null,
  }
}

/**
 * One page of the outbox, newest first, with how many are in the state asked, and how many due
 * emails the send rate (`perMinute`) holds back.
 */
export async function listOutbox(
  db: Database,
  { state, page }: OutboxListQuery,
  perMinute: number,
): Promise<AdminOutboxPage> {
  const where = state ? whereState[state] : undefined
  const rows = await listedFrom(db)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(ADMIN_OUTBOX_PAGE_SIZE)
    .offset((page - 1) * ADMIN_OUTBOX_PAGE_SIZE)
  const [total] = await db.select({ count: count() }).from(outbox).where(where)
  return {
    emails: rows.map(toAdminEmail),
    total: total?.count ?? 0,
    page,
    per_page: ADMIN_OUTBOX_PAGE_SIZE,
    held_back: await heldBack(db, perMinute),
  }
}

export async function adminOutboxEmail(
  db: Database,
  id: number,
): Promise<AdminOutboxEmail | undefined> {
  const [row] = await listedFrom(db).where(eq(outbox.id, id))
  return row && toAdminEmail(row)
}

/**
 * Makes a failed or retrying email due now; a failed one gets one more attempt. A retrying row due
 * within a lease's length may be in a worker's hands (its lease is next_attempt_at), so it is left
 * alone: moving it would let a second worker send it too. True when the row was changed, and then
 * the audit log holds the retry.
 */
export async function retryOutboxEmail(
  db: Database,
  email: AdminOutboxEmail,
  actorId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(outbox.id, email.id),
          sql`(${outbox.status} = 'failed' or (${outbox.status} = 'pending' and ${outbox.attempts} > 0
            and ${outbox.nextAttemptAt} > now() + make_interval(secs => ${LEASE_SECONDS})))`,
        ),
      )
      .returning({ id: outbox.id })
    if (changed.length === 0) return false
    await recordAdminChange(tx, {
      actorId,
      action: 'email.retried',
      target: { kind: 'email', id: email.id, label: email.subject },
      before: { state: email.state, attempts: email.attempts },
      after: {
        state: outboxState({ status: 'pending', attempts: email.attempts }),
        attempts: email.attempts,
      },
    })
    return true
  })
}
