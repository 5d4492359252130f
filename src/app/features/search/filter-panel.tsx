import { IonButton } from '@ionic/react'
import { options as optionsIcon } from 'ionicons/icons'
import { type ReactNode, useId, useState } from 'react'
import type { SearchTab } from '#domain/search.ts'
import type { SearchFiltersResponse } from '#domain/search-filters.ts'
import { type Filters, hasFilters } from '../../navigation/search-params.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { Icon } from '../../ui/icon.tsx'
import { useMediaQuery } from '../../ui/use-media-query.ts'
import { FILTER_HEADINGS } from './search-messages.ts'
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

/**
 * The tab's filters (docs/spec/marketplace.md §2): a draft applied by Apply filters. On a desktop a
 * collapsible panel; on a phone a sheet, so the results keep the screen.
 */
export function FilterPanel({ tab, lists, applied, open, onOpenChange, onApply }: Props) {
  const panelId = useId()
  const headingId = useId()
  const phone = useMediaQuery('(max-width: 767.98px)')
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
  const fields: ReactNode = lists ? (
    <div className="filter-panel__fields">
      {tab === 'tactics' ? (
        <TacticFilterFields lists={lists} draft={draft} onChange={setDraft} />
      ) : (
        <VendorFilterFields lists={lists} draft={draft} onChange={setDraft} />
      )}
    </div>
  ) : (
    <p className="filter-panel__loading">Loading filters…</p>
  )
  const actions = (
    <div className="filter-panel__actions">
      <IonButton fill="outline" onClick={() => setDraft({})}>
        Clear all
      </IonButton>
      <IonButton type="submit" form={panelId} disabled={!hasFilters(draft)}>
        Apply filters
      </IonButton>
    </div>
  )
  const form = (
    <form
      id={panelId}
      hidden={!phone && !open}
      className="filter-panel__body"
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
    >
      {fields}
      {!phone && actions}
    </form>
  )
  const toggle = (
    <IonButton
      fill="outline"
      className="filter-panel__toggle"
      aria-expanded={open}
      onClick={() => onOpenChange(!open)}
    >
      <Icon icon={optionsIcon} size={20} />
      <span className={phone ? 'visually-hidden' : undefined}>
        {open ? 'Hide Filters' : 'Show Filters'}
      </span>
    </IonButton>
  )

  if (phone) {
    return (
      <>
        {toggle}
        <AppModal
          isOpen={open}
          title={FILTER_HEADINGS[tab]}
          onClose={() => onOpenChange(false)}
          footer={actions}
          className="filter-sheet"
        >
          {form}
        </AppModal>
      </>
    )
  }
  return (
    <section className="filter-panel" aria-labelledby={headingId}>
      <div className="filter-panel__bar">
        <h2 id={headingId} className="filter-panel__title">
          {FILTER_HEADINGS[tab]}
        </h2>
        {toggle}
      </div>
      {form}
    </section>
  )
}
