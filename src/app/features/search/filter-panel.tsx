import { useId, useState } from 'react'
import type { SearchTab } from '../../../domain/search.ts'
import type { SearchFiltersResponse } from '../../../domain/search-filters.ts'
import { FILTER_HEADINGS } from './search-messages.ts'
import { type Filters, hasFilters } from './search-params.ts'
import { TacticFilterFields } from './tactic-filter-fields.tsx'
import { VendorFilterFields } from './vendor-filter-fields.tsx'

type Props = {
  tab: SearchTab
  lists: SearchFiltersResponse | undefined
  applied: Filters
  open: boolean
  onOpenChange: (open: boolean) => void
  onApply: (filters: Filters) => void
}

/** The collapsible panel: edits a draft of the tab's filters, applied by its Search button. */
export function FilterPanel({ tab, lists, applied, open, onOpenChange, onApply }: Props) {
  const panelId = useId()
  const headingId = useId()
  const [draft, setDraft] = useState<Filters>(applied)
  const [appliedKey, setAppliedKey] = useState(JSON.stringify(applied))
  // A new search in the URL (back, a Browse choice, a tab) starts the draft again from it.
  if (JSON.stringify(applied) !== appliedKey) {
    setAppliedKey(JSON.stringify(applied))
    setDraft(applied)
  }
  const apply = () => {
    const first = lists?.turnaround_times[0]?.id
    onApply(tab === 'tactics' ? { ...draft, turnaround: draft.turnaround ?? first } : draft)
  }
  return (
    <section className="filter-panel" aria-labelledby={headingId}>
      <div className="filter-panel__bar">
        <h2 id={headingId} className="filter-panel__title">
          {FILTER_HEADINGS[tab]}
        </h2>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
        >
          {open ? 'Hide Filters' : 'Show Filters'}
        </button>
      </div>
      <form
        id={panelId}
        hidden={!open}
        className="filter-panel__body"
        onSubmit={(event) => {
          event.preventDefault()
          apply()
        }}
      >
        {lists ? (
          <div className="filter-panel__fields">
            {tab === 'tactics' ? (
              <TacticFilterFields lists={lists} draft={draft} onChange={setDraft} />
            ) : (
              <VendorFilterFields lists={lists} draft={draft} onChange={setDraft} />
            )}
          </div>
        ) : (
          <p className="filter-panel__loading">Loading filters…</p>
        )}
        <div className="filter-panel__actions">
          <button type="button" className="button button--outline" onClick={() => setDraft({})}>
            Clear all
          </button>
          <button type="submit" className="button button--primary" disabled={!hasFilters(draft)}>
            Apply filters
          </button>
        </div>
      </form>
    </section>
  )
}
