import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema/index.ts'
import { errorFields, type Logger } from '../logger.ts'

const MAX_ATTEMPTS = 8
const BATCH = 20
const POLL_MS = 1_000

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000)
}

export type OutboxWorker = { deliverDue(): Promise<number>; start(): void; stop(): Promise<void> }

/** Delivers due outbox rows over SMTP, retrying with backoff; a row ends sent or failed, never lost. */
export function createOutboxWorker(options: {
  db: Database
  smtpUrl: string
  mailFrom: string
  logger: Logger
}): OutboxWorker {
  const { db, logger } = options
  const transport = nodemailer.createTransport(options.smtpUrl)
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<number> | undefined

  async function deliver(row: typeof outbox.$inferSelect) {
    try {
      await transport.sendMail({
        from: options.mailFrom,
        to: row.toAddress,
        cc: row.ccAddresses ?? undefined,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      })
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
        .where(eq(outbox.id, row.id))
    } catch (error) {
      const attempts = row.attempts + 1
      const failed = attempts >= MAX_ATTEMPTS
      await db
        .update(outbox)
        .set({
          attempts,
          status: failed ? 'failed' : 'pending',
          lastError: String(error).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where(eq(outbox.id, row.id))
      logger.warn('mail delivery failed', { outboxId: row.id, attempts, failed })
    }
  }

  async function deliverDue(): Promise<number> {
    // Claiming a row pushes its next attempt out, so other app servers skip it while it is sent.
    const dueIds = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    const due = await db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(inArray(outbox.id, dueIds))
      .returning()
    due.sort((a, b) => a.id - b.id)
    for (const row of due) await deliver(row)
    return due.length
  }

  /** One pass at a time, so a row is never sent twice by overlapping ticks. */
  function tick(): Promise<number> {
    running ??= deliverDue().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    deliverDue: tick,
    start() {
      timer = setInterval(
        () =>
          void tick().catch((e) => logger.error('outbox pass failed', { error: errorFields(e) })),
        POLL_MS,
      )
    },
    async stop() {
      clearInterval(timer)
      await running
      transport.close()
    },
  }
}
