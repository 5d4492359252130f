import type { Database } from '../db/client.ts'
import { silentLogger } from '../logger.ts'
import { createOutboxWorker } from '../mail/outbox-worker.ts'
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export type MailTestApp = TestApp & {
  inbox: SmtpInbox
  /** Delivers what is due in the outbox to the inbox, as the server's worker would. */
  deliverMail(perMinute?: number): Promise<number>
}

/** No send rate unless a test sets one: tests deliver hundreds of emails at once. */
const UNLIMITED_PER_MINUTE = 1_000_000

/** One pass of the outbox worker, as the server's would run it, delivering to `smtpUrl`. */
export async function deliverDueMail(
  db: Database,
  smtpUrl: string,
  perMinute = UNLIMITED_PER_MINUTE,
): Promise<number> {
  const worker = createOutboxWorker({
    db,
    smtpUrl,
    mailFrom: 'CPG Marketplace <no-reply@marketplace.test>',
    perMinute,
    logger: silentLogger,
  })
  try {
    return await worker.deliverDue()
  } finally {
    await worker.stop()
  }
}

/** A test app whose mail reaches a real SMTP server on 127.0.0.1; close() stops both. */
export async function createMailTestApp(): Promise<MailTestApp> {
  const [t, inbox] = await Promise.all([createTestApp(), startSmtpInbox()])
  async function deliverMail(perMinute?: number) {
    await t.background.idle()
    return deliverDueMail(t.db, inbox.smtpUrl, perMinute)
  }
  async function close() {
    await inbox.stop()
    await t.close()
  }
  return { ...t, inbox, deliverMail, close }
}

/** The URL an email offers under a label, as renderEmail writes it in the text part. */
export function linkIn(text: string, label: string): string {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`${escaped}: (\\S+)`).exec(text)
  if (!match) throw new Error(`No "${label}" link in the email`)
  return match[1] as string
}
