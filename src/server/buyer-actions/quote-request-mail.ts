import type { MailMessage } from '../mail/enqueue-mail.ts'
import { fullName, type Sender } from './action-target.ts'

/** Where a vendor's members follow a request: its thread on the vendor's side. */
export const vendorThreadUrl = (publicUrl: string, quoteId: number) =>
  `${publicUrl}/company/quotes/${quoteId}`

/** Where the buyer follows a request. */
export const buyerThreadUrl = (publicUrl: string, quoteId: number) =>
  `${publicUrl}/quotes/${quoteId}`

/**
 * The email of a sent quote request (docs/spec/marketplace.md §4): the buyer's own subject and
 * text, their details, and the link to the thread the vendor answers in (workspace.md §3).
 */
export function quoteRequestMail(
  publicUrl: string,
  sender: Sender,
  quote: { id: number; to: string[]; cc: string[]; subject: string; text: string },
): MailMessage {
  const details = [
    `From: ${fullName(sender)}${sender.jobTitle ? `, ${sender.jobTitle}` : ''}`,
    sender.companyName ? `Company: ${sender.companyName}` : '',
    `Email: ${sender.email}`,
    sender.phoneNumber ? `Phone: ${sender.phoneNumber}` : '',
  ]
    .filter(Boolean)
    .join('\n')
  return {
    to: quote.to.join(', '),
    cc: quote.cc,
    replyTo: sender.email,
    subject: quote.subject,
    paragraphs: [quote.text, details].filter(Boolean),
    action: { label: 'Answer on the marketplace', url: vendorThreadUrl(publicUrl, quote.id) },
  }
}
