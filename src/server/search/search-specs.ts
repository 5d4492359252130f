import type { TacticSearchQuery, VendorSearchQuery } from '../../domain/search-query.ts'
import type { VendorCard, VendorTacticItem } from '../../domain/search-results.ts'
import { TACTIC_DOCUMENTS, VENDOR_DOCUMENTS } from './ranked-page.ts'
import type { SearchSpec } from './run-search.ts'
import { tacticCards } from './tactic-cards.ts'
import { tacticConditions } from './tactic-conditions.ts'
import { vendorCards } from './vendor-cards.ts'
import { vendorConditions } from './vendor-conditions.ts'

export const VENDOR_SEARCH: SearchSpec<VendorSearchQuery, VendorCard> = {
  target: VENDOR_DOCUMENTS,
  conditions: vendorConditions,
  cards: vendorCards,
  shown: (cards) => ({ vendorIds: cards.map((card) => card.id), tacticIds: [] }),
}

export const TACTIC_SEARCH: SearchSpec<TacticSearchQuery, VendorTacticItem> = {
  target: TACTIC_DOCUMENTS,
  conditions: tacticConditions,
  cards: tacticCards,
  shown: (items) => ({
    vendorIds: [...new Set(items.map((item) => item.vendor.id))],
    tacticIds: items.map((item) => item.tactic.id),
  }),
}
