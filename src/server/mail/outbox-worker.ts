import { Readable } from 'node:stream'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema/index.ts'
import { errorFields, type Logger } from '../logger.ts'
import { countSend, sendRateReached } from './send-rate.ts'

const MAX_ATTEMPTS = 8
const POLL_MS = 1_000
/**
 * A row being sent is leased: other workers skip it until the lease ends. The sender renews it
 * while it works, so a lease outlives a slow SMTP server but not a dead worker.
 */
export const LEASE_SECONDS = 15
const RENEW_MS = 5_000
const SMTP_TIMEOUT_MS = 20_000
const MARK_RETRY_MS = 200

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000)
}

type OutboxRow = typeof outbox.$inferSelect

export type OutboxWorker = { deliverDue(): Promise<number>; start(): void; stop(): Promise<void> }

/** An SMTP reply refusing the message, as opposed to a connection lost or timed out. */
const refusedBySmtp = (error: unknown) =>
  typeof (error as { responseCode?: unknown }).responseCode === 'number'

/**
 * Delivers due outbox rows over SMTP, one leased row at a time, retrying with backoff; a row ends
 * sent or failed, never lost, and is sent once unless the worker dies in the moment between the
 * SMTP server accepting it and the row being marked (docs/offline.md "Mail exactly once").
 */
export function createOutboxWorker(options: {
  db: Database
  smtpUrl: string
  mailFrom: string
  /** The global send rate: due rows past it wait for the next minute (src/server/mail/send-rate.ts). */
  perMinute: number
  logger: Logger
}): OutboxWorker {
  const { db, logger } = options
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  const messageIdDomain = options.mailFrom.match(/@([^>\s]+)/)?.[1] ?? 'localhost'
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<number> | undefined

  /**
   * Leases the next due row, if this minute's send rate allows another (each attempt counts), and
   * gives it its Message-ID (kept by every retry). A row whose last
   * attempt was handed over and never marked is counted as sent again without confirmation.
   */
  async function claimNext(): Promise<OutboxRow | undefined> {
    if (await sendRateReached(db, options.perMinute)) return undefined
    const next = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(1)
      .for('update', { skipLocked: true })
    const [row] = await db
      .update(outbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        messageId: sql`coalesce(${outbox.messageId}, '<' || gen_random_uuid() || ${`@${messageIdDomain}>`})`,
        unconfirmedHandovers: sql`${outbox.unconfirmedHandovers} + (${outbox.handedOverAt} is not null)::int`,
        handedOverAt: null,
      })
      .where(eq(outbox.id, sql`(${next})`))
      .returning()
    if (row) await countSend(db, options.perMinute)
    return row
  }

  /**
   * The message, then the hand-over mark: the SMTP server accepts a message when its end arrives,
   * and the stream ends (nodemailer then sends that end) only once the mark is committed.
   */
  async function* messageThenHandOver(message: Buffer, id: number) {
    yield message
    await db.update(outbox).set({ handedOverAt: new Date() }).where(eq(outbox.id, id))
  }

  async function send(row: OutboxRow) {
    const mime = new MailComposer({
      from: options.mailFrom,
      to: row.toAddress,
      cc: row.ccAddresses ?? undefined,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      messageId: row.messageId ?? undefined,
    }).compile()
    const message = await mime.build()
    return transport.sendMail({
      envelope: mime.getEnvelope(),
      raw: Readable.from(messageThenHandOver(message, row.id)),
    })
  }

  async function deliver(row: OutboxRow) {
    const renew = setInterval(() => {
      db.update(outbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(eq(outbox.id, row.id))
        .catch((error) => logger.warn('outbox lease renewal failed', { error: errorFields(error) }))
    }, RENEW_MS)
    try {
      const accepted = await send(row)
      await markSent(row, accepted.response)
    } catch (error) {
      const attempts = row.attempts + 1
      const failed = attempts >= MAX_ATTEMPTS
      await db
        .update(outbox)
        .set({
          attempts,
          status: failed ? 'failed' : 'pending',
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          // A refusal is an answer; a connection lost after the hand-over leaves it unknown.
          ...(refusedBySmtp(error) ? { handedOverAt: null } : {}),
        })
        .where(eq(outbox.id, row.id))
      logger.warn('mail delivery failed', { outboxId: row.id, attempts, failed })
      return
    } finally {
      clearInterval(renew)
    }
  }

  /**
   * The server accepted the message: it must not be sent again, so a failed update (the database
   * unreachable for a moment) is tried again, under the renewed lease, until it is recorded.
   */
  async function markSent(row: OutboxRow, response: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        await db
          .update(outbox)
          .set({
            status: 'sent',
            sentAt: new Date(),
            attempts: row.attempts + 1,
            smtpResponse: response.slice(0, 1000),
          })
          .where(eq(outbox.id, row.id))
        return
      } catch (error) {
        logger.warn('recording a sent email failed', {
          outboxId: row.id,
          attempt,
          error: errorFields(error),
        })
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(MARK_RETRY_MS * attempt, RENEW_MS)),
        )
      }
    }
  }

  async function deliverDue(): Promise<number> {
    let delivered = 0
    for (let row = await claimNext(); row; row = await claimNext()) {
      await deliver(row)
      delivered += 1
    }
    return delivered
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
