import {
  SUGGESTED_COMPANIES_MAX,
  type SuggestedCompaniesAnswer,
  type SuggestedCompany,
} from '../../../domain/suggested-companies.ts'
import type { ApiClient } from '../../api/api-client.ts'
import type { Details } from './registration-forms.ts'

export type Suggestions = { companies: SuggestedCompany[]; perfectMatchId: number | null }

/** Up to 3 companies to join, a perfect match first (docs/spec/access-and-account.md §4). */
export async function fetchSuggestedCompanies(
  api: ApiClient,
  vendor: Details['vendor'],
): Promise<Suggestions> {
  const answer = await api.request<SuggestedCompaniesAnswer>('/suggested_companies', {
    query: vendor,
  })
  const perfect = answer.perfect_match
  const others = answer.suggested_companies.filter((company) => company.id !== perfect?.id)
  return {
    companies: (perfect ? [perfect, ...others] : others).slice(0, SUGGESTED_COMPANIES_MAX),
    perfectMatchId: perfect?.id ?? null,
  }
}
