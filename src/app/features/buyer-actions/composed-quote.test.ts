import { describe, expect, it } from 'vitest'
import type { Account } from '#domain/account.ts'
import { composedQuote } from './composed-quote.ts'

const user: Account = {
  id: 5,
  email: 'bea@buyer.example',
  first_name: 'Bea',
  last_name: 'Buyer',
  role: 'cpg_user',
  company_name: 'Buyer Foods',
  company_type: 'cpg',
  vendor_id: null,
  job_title: 'Brand Manager',
  phone_number: null,
  profile_picture: null,
  digest_notification: true,
  insights_digest: true,
  two_factor_enabled: false,
  join_request: null,
}

describe('composedQuote', () => {
  it('composes what POST /request_quote answers, to be created when sent under the same key', () => {
    const page = { vendor: { id: 3, name: 'Acme' }, tactic: { id: 9, name: 'Shelf talkers' } }
    const quote = composedQuote({ ...page, searchId: 12 }, user, 'key-1')
    expect(quote.key).toBe('key-1')
    expect(quote.create).toEqual({
      vendor_id: 3,
      vendor_name: 'Acme',
      tactic_id: 9,
      tactic_name: 'Shelf talkers',
      search_id: 12,
    })
    expect(quote.data.email_subject).toBe('Request a quote: Shelf talkers by Acme')
    expect(quote.data.email_text).toContain(
      'I found Shelf talkers by Acme on CPG Marketplace and would like to receive a quote.',
    )
    expect(quote.data.email_text).toMatch(/Bea Buyer\nBrand Manager\nBuyer Foods$/)
    expect(quote.data.email_to).toEqual([])
    expect(quote.data.user).toMatchObject({
      email: 'bea@buyer.example',
      company_name: 'Buyer Foods',
    })
  })
})
