import { type ComponentType, createContext } from 'react'
import type { VendorCard, VendorTacticItem } from '#domain/search-results.ts'

export type ResultCardOf =
  | { kind: 'tactic'; item: VendorTacticItem }
  | { kind: 'vendor'; vendor: VendorCard }

/**
 * What a signed-in buyer's result cards and list hold of other features (the save control, the
 * Compare checkbox and its bar), handed in by the search route so the search feature does not
 * import them (docs/decisions/0004-layers.md). A visitor's results get none.
 */
export type ResultCardSlots = {
  Tools: ComponentType<{ card: ResultCardOf }> | null
  Bar: ComponentType | null
}

export const ResultCardSlots = createContext<ResultCardSlots>({ Tools: null, Bar: null })
