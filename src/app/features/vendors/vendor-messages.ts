/** docs/spec/marketplace.md §8. */
export const VENDOR_LOAD_FAILED = "Can't load vendor, please refresh page"
export const VENDOR_TACTICS_LOAD_FAILED = "Can't load vendor tactics, please refresh page"

export const VENDOR_TEXT = {
  nudgeBanner:
    'This company has not joined the marketplace yet, so its profile and tactics may be out of date.',
  limitedData: 'Register for free or log in to see the full company profile and its tactics.',
  /** The vendor types whose tactics come later, in one line under the tactics. */
  comingSoonTypes: (types: readonly string[]) => `${types.join(', ')}: Coming Soon`,
} as const
