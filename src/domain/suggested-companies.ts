/** Registration offers at most this many existing companies to join (docs/spec/access-and-account.md §9). */
export const SUGGESTED_COMPANIES_MAX = 3

export type SuggestedCompany = { id: number; name: string; logo: string | null }

/** GET /suggested_companies (docs/api-access.md). */
export type SuggestedCompaniesAnswer = {
  suggested_companies: SuggestedCompany[]
  perfect_match: SuggestedCompany | null
}
