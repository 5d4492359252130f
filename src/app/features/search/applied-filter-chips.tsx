import { IonButton, IonChip, IonLabel } from '@ionic/react'
import { close } from 'ionicons/icons'
import { useEffect, useRef } from 'react'
import type { Filters } from '../../navigation/search-params.ts'
import { focusInnerButton } from '../../ui/focus-inner-button.ts'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import type { FilterChip } from './applied-filters.ts'
import { FILTER_TOGGLE_ID } from './filter-panel.tsx'
import { APPLIED_FILTERS } from './search-messages.ts'

type Props = {
  chips: readonly FilterChip[]
  onFilters: (filters: Filters) => void
  /** Off while the filter panel is open: its own Clear all is the one at hand. */
  clearAll: boolean
}

const removeId = (chip: FilterChip) => `remove-filter-${chip.key}`

/**
 * The filters the search applies, each a chip with a button that removes it, and Clear all. The
 * filters stay with a later keyword, so they stay in view. After a removal the focus goes to the
 * chip now in its place, or to the filter toggle once none is left.
 */
export function AppliedFilterChips({ chips, onFilters, clearAll }: Props) {
  const focusNext = useRef<string | null>(null)
  const chipsKey = chips.map((chip) => chip.key).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new chips are rendered by then
  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target) focusInnerButton(document.getElementById(target))
  }, [chipsKey])
  if (chips.length === 0) return null

  const remove = (index: number) => {
    const next = chips[index + 1] ?? chips[index - 1]
    focusNext.current = next ? removeId(next) : FILTER_TOGGLE_ID
    const chip = chips[index]
    if (chip) onFilters(chip.without)
  }
  return (
    <div className="applied-filters">
      <ul className="plain-list applied-filters__list" aria-label={APPLIED_FILTERS.list}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <IonChip className="applied-filters__chip">
              <IonLabel>{chip.label}</IonLabel>
              <RoundIconButton
                id={removeId(chip)}
                icon={close}
                className="chip-remove-button"
                label={APPLIED_FILTERS.remove(chip.label)}
                onClick={() => remove(index)}
              />
            </IonChip>
          </li>
        ))}
      </ul>
      {clearAll && (
        <IonButton
          fill="clear"
          className="applied-filters__clear"
          onClick={() => {
            focusNext.current = FILTER_TOGGLE_ID
            onFilters({})
          }}
        >
          {APPLIED_FILTERS.clearAll}
        </IonButton>
      )}
    </div>
  )
}
