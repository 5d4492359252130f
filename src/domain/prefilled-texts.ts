import { PRODUCT_NAME } from './brand.ts'
import type { QuoteUser } from './buyer-actions.ts'

/**
 * The sender as the prefilled texts name them. Shared by the server, which composes the texts, and
 * the client, which composes a quote offline from the cached account: both must read the same.
 */
export type TextSender = Pick<QuoteUser, 'first_name' | 'last_name' | 'job_title' | 'company_name'>

const fullName = (sender: TextSender) => `${sender.first_name} ${sender.last_name}`.trim()

const signature = (sender: TextSender) =>
  [fullName(sender), sender.job_title, sender.company_name].filter(Boolean).join('\n')

/** The quote email as the modal opens it (docs/spec/marketplace.md §4). */
export function quoteTexts(sender: TextSender, vendorName: string, tacticName: string | null) {
  const about = tacticName ? `${tacticName} by ${vendorName}` : vendorName
  return {
    subject: `Request a quote: ${about}`,
    text: `Hello,\n\nI found ${about} on ${PRODUCT_NAME} and would like to receive a quote. Please contact me with pricing and availability.\n\nThank you,\n${signature(sender)}`,
  }
}

/**
 * The invite vendor email, with the user's name and job title (docs/spec/marketplace.md §5). A
 * vendor not `listed` yet is one a buyer recommended, invited by an operator (docs/api-admin.md).
 */
export function nudgeTexts(sender: TextSender, vendorName: string, listed = true) {
  const who = sender.job_title ? `${fullName(sender)}, ${sender.job_title}` : fullName(sender)
  const ask = listed
    ? `I found ${vendorName} on ${PRODUCT_NAME}, where CPG marketers discover vendors and their marketing tactics, but your company profile is not complete yet. Please claim and complete it so buyers like me can learn about your tactics.`
    : `Buyers on ${PRODUCT_NAME}, where CPG marketers discover vendors and their marketing tactics, have recommended ${vendorName}, which is not listed yet. Please register your company and complete its profile so they can learn about your tactics.`
  return {
    subject: `Join ${PRODUCT_NAME}: buyers are looking for ${vendorName}`,
    text: `Hello,\n\nI am ${who}. ${ask}\n\nBest regards,\n${signature(sender)}`,
  }
}

/**
 * The buyer's Nudge of a quote request left unanswered (docs/spec/workspace.md §3), written as the
 * invite vendor email is: the buyer's own voice and signature.
 */
export function quoteNudgeTexts(
  sender: TextSender,
  vendorName: string,
  request: { subject: string; sentOn: string },
) {
  const who = sender.job_title ? `${fullName(sender)}, ${sender.job_title}` : fullName(sender)
  return {
    subject: `Reminder: ${fullName(sender)} is waiting for your quote`,
    text: `Hello,\n\nI am ${who}. On ${request.sentOn} I asked ${vendorName} for a quote on ${PRODUCT_NAME} ("${request.subject}") and have no answer yet. Please answer me in the request's thread.\n\nBest regards,\n${signature(sender)}`,
  }
}
