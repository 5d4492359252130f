/** docs/spec/marketplace.md §8. */
export const TACTIC_LOAD_FAILED = "Can't load tactic, please refresh page"

/** What a filter group without a checked value shows (§2 Tactic details). */
export const NO_VALUE = '--'
