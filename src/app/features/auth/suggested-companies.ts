import { SUGGESTED_COMPANIES_MAX, type SuggestedCompany } from '#domain/suggested-companies.ts'
import { type ApiClient, answerOf } from '../../api/api-client.ts'
import type { Details } from './registration-forms.ts'

export type Suggestions = { companies: SuggestedCompany[]; perfectMatchId: number | null }

/** Up to 3 companies to join, a perfect match first (docs/spec/access-and-account.md §4). */
export async function fetchSuggestedCompanies(
  api: ApiClient,
  vendor: Details['vendor'],
): Promise<Suggestions> {
  const answer = await answerOf(api.rpc.suggested_companies.$get({ query: vendor }))
  const perfect = answer.perfect_match
  const others = answer.suggested_companies.filter((company) => company.id !== perfect?.id)
  return {
    companies: (perfect ? [perfect, ...others] : others).slice(0, SUGGESTED_COMPANIES_MAX),
    perfectMatchId: perfect?.id ?? null,
  }
}
