import { IonItem, IonLabel, IonList, IonSearchbar } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { close } from 'ionicons/icons'
import { useState } from 'react'
import { useApi } from '../../api/use-api.ts'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import { useSearchbarInput } from '../../ui/use-searchbar-input.ts'
import { ACTIVITY_TEXT } from './activity-text.ts'
import { featuredCandidatesQuery } from './admin-queries.ts'

/** Typing pauses this long before vendors are asked for. */
const SEARCH_DEBOUNCE_MS = 300

type Chosen = { id: number; name: string }

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
  const found = useQuery(featuredCandidatesQuery(useApi(), 'vendor', query))
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
      {query !== '' &&
        (found.data === undefined ? (
          <p className="activity-vendor__state" role="status">
            {ACTIVITY_TEXT.searchingVendors}
          </p>
        ) : found.data.length === 0 ? (
          <p className="activity-vendor__state" role="status">
            {ACTIVITY_TEXT.noVendor(query)}
          </p>
        ) : (
          <IonList lines="full" className="admin-list" aria-label={ACTIVITY_TEXT.findVendor}>
            {found.data.map((vendor) => (
              <IonItem
                key={vendor.id}
                button
                detail={false}
                aria-label={ACTIVITY_TEXT.chooseVendor(vendor.name)}
                onClick={() => {
                  setTyped('')
                  onChoose({ id: vendor.id, name: vendor.name })
                }}
              >
                <IonLabel className="ion-text-wrap">{vendor.name}</IonLabel>
              </IonItem>
            ))}
          </IonList>
        ))}
    </div>
  )
}
