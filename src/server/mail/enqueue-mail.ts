import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema/index.ts'
import { type EmailContent, headerSafe, renderEmail } from './email-template.ts'

export type MailMessage = EmailContent & { to: string; cc?: string[]; replyTo?: string }

/** Writes an email to the outbox; pass the transaction of the change that causes it. */
export async function enqueueMail(db: Database, message: MailMessage): Promise<void> {
  const rendered = renderEmail(message)
  await db.insert(outbox).values({
    toAddress: headerSafe(message.to),
    ccAddresses: message.cc?.map(headerSafe),
    replyTo: message.replyTo ? headerSafe(message.replyTo) : undefined,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
  })
}
