import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema/index.ts'
import { errorFields, type Logger } from '../logger.ts'

const POLL_MS = 1_000
const BATCH = 20

export type MailFileWriter = { writeDue(): Promise<number>; start(): void; stop(): Promise<void> }

/** `2026-11-25T20-11-26Z-42.eml`: sorts by time, unique by outbox id. */
const fileName = (row: typeof outbox.$inferSelect) =>
  `${row.createdAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}-${row.id}.eml`

/**
 * Without SMTP_URL, mail is delivered to the operator as files: each outbox row becomes an .eml
 * file in `mailDir` (openable in any mail client), with one log line naming the file and subject
 * and never a link (docs/security.md, mail).
 */
export function createMailFileWriter(options: {
  db: Database
  mailDir: string
  mailFrom: string
  logger: Logger
}): MailFileWriter {
  const { db, mailDir, logger } = options
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<number> | undefined

  async function writeDue(): Promise<number> {
    const due = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
    if (due.length > 0) await mkdir(mailDir, { recursive: true, mode: 0o700 })
    for (const row of due) {
      const composed = await composer.sendMail({
        from: options.mailFrom,
        to: row.toAddress,
        cc: row.ccAddresses ?? undefined,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      })
      const file = fileName(row)
      // The file first: a crash before the mark writes the same file again, never loses it.
      await writeFile(path.join(mailDir, file), composed.message as Buffer, { mode: 0o600 })
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
        .where(eq(outbox.id, row.id))
      logger.info('mail written', { file: path.join(mailDir, file), subject: row.subject })
    }
    return due.length
  }

  function tick(): Promise<number> {
    running ??= writeDue().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    writeDue: tick,
    start() {
      timer = setInterval(
        () =>
          void tick().catch((e) =>
            logger.error('mail file pass failed', { error: errorFields(e) }),
          ),
        POLL_MS,
      )
    },
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
