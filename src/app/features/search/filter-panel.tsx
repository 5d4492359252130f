import { IonBadge, IonButton } from '@ionic/react'
import { options as optionsIcon } from 'ionicons/icons'
import { type ReactNode, useId, useState } from 'react'
import type { SearchTab } from '#domain/search.ts'
import type { SearchFiltersResponse } from '#domain/search-filters.ts'
import { type Filters, hasFilters } from '../../navigation/search-params.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { Icon } from '../../ui/icon.tsx'
import { useMediaQuery } from '../../ui/use-media-query.ts'
import { EventFilterField } from './event-filter-field.tsx'
import { APPLIED_FILTERS, FILTER_HEADINGS, FILTER_TOGGLE } from './search-messages.ts'
import { TacticFilterFields } from './tactic-filter-fields.tsx'
import { VendorFilterFields } from './vendor-filter-fields.tsx'

type Props = {
  tab: SearchTab
  lists: SearchFiltersResponse | undefined
  applied: Filters
  /** How many filters the search applies, shown on the toggle. */
  appliedCount: number
  open: boolean
  onOpenChange: (open: boolean) => void
  onApply: (filters: Filters) => void
}

/** The toggle, which takes the focus when the last applied filter's chip is removed. */
export const FILTER_TOGGLE_ID = 'filter-toggle'

/**
 * The tab's filters (docs/spec/marketplace.md §2): a draft applied by Apply filters. On a desktop a
 * collapsible panel; on a phone a sheet, so the results keep the screen.
 */
export function FilterPanel({
  tab,
  lists,
  applied,
  appliedCount,
  open,
  onOpenChange,
  onApply,
}: Props) {
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
  const fields: ReactNode = lists ? (
    <div className="filter-panel__fields">
      <EventFilterField
        lists={lists}
        value={draft.event}
        onChange={(event) => setDraft({ ...draft, event })}
      />
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
        {APPLIED_FILTERS.clearAll}
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
        onApply(draft)
      }}
    >
      {fields}
      {!phone && actions}
    </form>
  )
  const toggle = (
    <IonButton
      id={FILTER_TOGGLE_ID}
      fill="outline"
      className="filter-panel__toggle"
      aria-expanded={open}
      onClick={() => onOpenChange(!open)}
    >
      <Icon icon={optionsIcon} size={20} />
      <span className={phone ? 'visually-hidden' : undefined}>
        {open ? FILTER_TOGGLE.hide : FILTER_TOGGLE.show}
      </span>
      {appliedCount > 0 && (
        <>
          <IonBadge className="filter-panel__count" aria-hidden="true">
            {appliedCount}
          </IonBadge>
          <span className="visually-hidden">, {APPLIED_FILTERS.counted(appliedCount)}</span>
        </>
      )}
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
