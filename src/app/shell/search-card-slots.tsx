import { CompareBar } from '../features/compare/compare-bar.tsx'
import { CompareChoice } from '../features/compare/compare-choice.tsx'
import type { ResultCardOf, ResultCardSlots } from '../features/search/result-card-slots.ts'
import { SaveToShortlist } from '../features/shortlists/save-to-shortlist.tsx'
import { tacticItemView, vendorItemView } from '../features/shortlists/shortlist-writes.ts'

/** A card's save control and, on a tactic, its Compare checkbox (docs/spec/workspace.md §1, §2). */
function CardTools({ card }: { card: ResultCardOf }) {
  if (card.kind === 'vendor') return <SaveToShortlist item={vendorItemView(card.vendor)} />
  const { tactic } = card.item
  return (
    <>
      <CompareChoice tacticId={tactic.id} name={tactic.name} />
      <SaveToShortlist item={tacticItemView(card.item)} />
    </>
  )
}

/** What a signed-in user's search results hold of the shortlists and compare features. */
export const SEARCH_CARD_SLOTS: ResultCardSlots = { Tools: CardTools, Bar: CompareBar }
