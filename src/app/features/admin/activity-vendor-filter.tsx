import { IonSearchbar } from '@ionic/react'
import { close } from 'ionicons/icons'
import { useState } from 'react'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import { useSearchbarInput } from '../../ui/use-searchbar-input.ts'
import { ACTIVITY_TEXT } from './activity-text.ts'
import { type VendorMatch, VendorMatches } from './vendor-matches.tsx'

/** Typing pauses this long before vendors are asked for. */
const SEARCH_DEBOUNCE_MS = 300

type Chosen = VendorMatch

/**
 * The vendor filter: a name search whose matches are a list to choose from; the chosen vendor
 * shows as a chip that clears it.
 */
export function ActivityVendorFilter({
  chosen,
  onChoose,
}: {
  chosen: Chosen | null
  onChoose: (vendor: Chosen | null) => void
}) {
  const [typed, setTyped] = useState('')
  const query = typed.trim()
  const label = useSearchbarInput({ 'aria-label': ACTIVITY_TEXT.findVendor })
  if (chosen) {
    return (
      <div className="activity-vendor">
        <span className="activity-vendor__label">{ACTIVITY_TEXT.vendor}</span>
        <span className="activity-vendor__chip">
          <strong>{chosen.name}</strong>
          <RoundIconButton
            icon={close}
            className="activity-vendor__clear"
            label={ACTIVITY_TEXT.clearVendor(chosen.name)}
            onClick={() => onChoose(null)}
          />
        </span>
      </div>
    )
  }
  return (
    <div className="activity-vendor">
      <span className="activity-vendor__label">{ACTIVITY_TEXT.vendor}</span>
      <IonSearchbar
        ref={label}
        className="outlined-searchbar account-search__box"
        value={typed}
        placeholder={ACTIVITY_TEXT.findVendor}
        aria-label={ACTIVITY_TEXT.findVendor}
        debounce={SEARCH_DEBOUNCE_MS}
        onIonInput={(event) => setTyped(event.detail.value ?? '')}
      />
      <VendorMatches
        query={query}
        texts={ACTIVITY_TEXT}
        onChoose={(vendor) => {
          setTyped('')
          onChoose(vendor)
        }}
      />
    </div>
  )
}
