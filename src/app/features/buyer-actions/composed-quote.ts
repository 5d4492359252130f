import type { Account } from '#domain/account.ts'
import type { QuoteCreateBody, QuoteData } from '#domain/buyer-actions.ts'
import { quoteTexts } from '#domain/prefilled-texts.ts'
import type { SharedPage } from './share-modal.tsx'

/** A quote ready for the modal: created by the server, or composed here while offline. */
export type OpenQuote = {
  data: QuoteData
  /** The create's Idempotency-Key: sent again with the send. */
  key: string
  /** Set when composed offline: the send creates the quote first, under the same key. */
  create: QuoteCreateBody | null
}

export const quoteCreateBody = ({ vendor, tactic, searchId }: SharedPage): QuoteCreateBody => ({
  vendor_id: vendor.id,
  vendor_name: vendor.name,
  tactic_id: tactic?.id,
  tactic_name: tactic?.name,
  search_id: searchId,
})

/**
 * The quote POST /request_quote would answer, from the page's vendor and tactic and the cached
 * account, with the server's texts. The recipients, the vendor's contacts, are not in the buyer's
 * data: the server names them when the send creates the quote.
 */
export function composedQuote(page: SharedPage, user: Account, key: string): OpenQuote {
  const texts = quoteTexts(user, page.vendor.name, page.tactic?.name ?? null)
  return {
    key,
    create: quoteCreateBody(page),
    data: {
      request_quote_id: 0,
      vendor_id: page.vendor.id,
      vendor_name: page.vendor.name,
      tactic_id: page.tactic?.id ?? null,
      tactic_name: page.tactic?.name ?? null,
      search_id: page.searchId,
      email_to: [],
      email_cc: [],
      email_subject: texts.subject,
      email_text: texts.text,
      user: {
        company_name: user.company_name,
        email: user.email,
        phone_number: user.phone_number,
        first_name: user.first_name,
        last_name: user.last_name,
        job_title: user.job_title,
      },
    },
  }
}
