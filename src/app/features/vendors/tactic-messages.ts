/** docs/spec/marketplace.md §8. */
export const TACTIC_LOAD_FAILED = "Can't load tactic, please refresh page"

/** What a filter group without a checked value shows (§2 Tactic details). */
export const NO_VALUE = '--'

/** The matrix of §2 Tactic details; on a phone, the list of its starred cells. */
export const FUNNEL_MATRIX_TEXT = {
  title: 'Brand Funnel × Path-to-Purchase',
  pair: (funnelStage: string, pathStage: string) => `${funnelStage} × ${pathStage}`,
} as const
