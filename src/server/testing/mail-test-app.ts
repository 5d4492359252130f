import type { Database } from '../db/client.ts'
import { silentLogger } from '../logger.ts'
import { createOutboxWorker } from '../mail/outbox-worker.ts'
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export type MailTestApp = TestApp & {
  inbox: SmtpInbox
  /** Delivers what is due in the outbox to the inbox, as the server's worker would. */
  deliverMail(): Promise<number>
}

/** One pass of the outbox worker, as the server's would run it, delivering to `smtpUrl`. */
export async function deliverDueMail(db: Database, smtpUrl: string): Promise<number> {
  const worker = createOutboxWorker({
    db,
    smtpUrl,
    mailFrom: 'CPG Marketplace <no-reply@marketplace.test>',
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
  async function deliverMail() {
    await t.background.idle()
    return deliverDueMail(t.db, inbox.smtpUrl)
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
