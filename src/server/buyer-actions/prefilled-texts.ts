import { PRODUCT_NAME } from '../../domain/brand.ts'
import { fullName, type Sender } from './action-target.ts'

const signature = (sender: Sender) =>
  [fullName(sender), sender.jobTitle, sender.companyName].filter(Boolean).join('\n')

/** The quote email as the modal opens it (marketplace.md §4). */
export function quoteTexts(sender: Sender, vendorName: string, tacticName: string | null) {
  const about = tacticName ? `${tacticName} by ${vendorName}` : vendorName
  return {
    subject: `Request a quote: ${about}`,
    text: `Hello,\n\nI found ${about} on ${PRODUCT_NAME} and would like to receive a quote. Please contact me with pricing and availability.\n\nThank you,\n${signature(sender)}`,
  }
}

/** The invite vendor email, with the user's name and job title (marketplace.md §5). */
export function nudgeTexts(sender: Sender, vendorName: string) {
  const who = sender.jobTitle ? `${fullName(sender)}, ${sender.jobTitle}` : fullName(sender)
  return {
    subject: `Join ${PRODUCT_NAME}: buyers are looking for ${vendorName}`,
    text: `Hello,\n\nI am ${who}. I found ${vendorName} on ${PRODUCT_NAME}, where CPG marketers discover vendors and their marketing tactics, but your company profile is not complete yet. Please claim and complete it so buyers like me can learn about your tactics.\n\nBest regards,\n${signature(sender)}`,
  }
}
