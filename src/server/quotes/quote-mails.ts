import { eq } from 'drizzle-orm'
import { quoteNudgeTexts } from '../../domain/prefilled-texts.ts'
import { fullName, quoteUser, type Sender } from '../buyer-actions/action-target.ts'
import { buyerThreadUrl, vendorThreadUrl } from '../buyer-actions/quote-request-mail.ts'
import { vendorContacts } from '../buyer-actions/vendor-contacts.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import type { MailMessage } from '../mail/enqueue-mail.ts'
import type { QuoteAccess } from './quote-access.ts'
import type { StoredAttachment } from './quote-attachments.ts'

/** The other side of a reply: the buyer's address, or the vendor's contacts (vendor-contacts.ts). */
export async function replyRecipients(
  db: Database,
  access: QuoteAccess,
  side: 'buyer' | 'vendor',
): Promise<string[]> {
  if (side === 'buyer') {
    return (await vendorContacts(db, access.vendor)).map((contact) => contact.email)
  }
  const [buyer] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, access.quote.userId))
  return buyer ? [buyer.email] : []
}

/** A reply as emailed to the other side, with the link to its thread on their side. */
export function replyMail(
  publicUrl: string,
  access: QuoteAccess,
  reply: { side: 'buyer' | 'vendor'; author: Sender; text: string; files: StoredAttachment[] },
  to: string[],
): MailMessage {
  const { quote, vendor } = access
  const subject = quote.emailSubject ?? ''
  const who =
    reply.side === 'vendor'
      ? `${fullName(reply.author)} of ${vendor.name} replied to your quote request "${subject}":`
      : `${fullName(reply.author)}${reply.author.companyName ? ` (${reply.author.companyName})` : ''} replied in the quote request "${subject}":`
  const files =
    reply.files.length > 0
      ? `Attached on the marketplace: ${reply.files.map((file) => file.name).join(', ')}`
      : ''
  const url =
    reply.side === 'vendor'
      ? buyerThreadUrl(publicUrl, quote.id)
      : vendorThreadUrl(publicUrl, quote.id)
  return {
    to: to.join(', '),
    subject: `Re: ${subject}`,
    paragraphs: [who, reply.text, files].filter(Boolean),
    action: { label: 'Open the thread', url },
  }
}

/** The buyer's Nudge, to the vendor's contacts (docs/spec/workspace.md §3). */
export function nudgeMail(
  publicUrl: string,
  access: QuoteAccess,
  sender: Sender,
  to: string[],
): MailMessage {
  const sentAt = access.quote.closedAt ?? access.quote.createdAt
  const texts = quoteNudgeTexts(quoteUser(sender), access.vendor.name, {
    subject: access.quote.emailSubject ?? '',
    sentOn: sentAt.toISOString().slice(0, 10),
  })
  return {
    to: to.join(', '),
    replyTo: sender.email,
    subject: texts.subject,
    paragraphs: [texts.text],
    action: {
      label: 'Answer on the marketplace',
      url: vendorThreadUrl(publicUrl, access.quote.id),
    },
  }
}
