import type { QuoteRecipient } from '#domain/buyer-actions.ts'

/** Button and modal titles of docs/spec/marketplace.md §2 for the buyer's actions. */
export const BUYER_ACTION_TEXT = {
  shareViaEmail: 'Share via Email',
  requestQuote: 'Request a Quote',
  inviteVendor: 'Invite Vendor',
  recommendVendor: 'Recommend Vendor',
  recommendTactic: 'Recommend Tactic',
  share: 'Share',
  send: 'Send',
  invite: 'Invite',
  recommend: 'Recommend',
  cancel: 'Cancel',
  sending: 'Sending…',
  loading: 'Loading…',
  /**
   * Who a quote goes to: the vendor's contacts by name, the sales representative first; a quote
   * composed offline names them when the server answers, so it says who they will be.
   */
  quoteRecipients: (vendorName: string, recipients: readonly QuoteRecipient[]) => {
    const names = recipients.map((r) => `${r.first_name} ${r.last_name}`.trim()).filter(Boolean)
    if (names.length === 0) return `${vendorName}'s sales representative and team`
    const [salesRep, ...members] = names
    const listed = [`${salesRep} (sales representative)`, ...members].join(', ')
    return `${listed} at ${vendorName}`
  },
} as const
