import './saved-searches.css'
import { IonButton, IonIcon } from '@ionic/react'
import { bookmarkOutline } from 'ionicons/icons'
import { lazy, Suspense, useState } from 'react'
import { type SavedSearchQuery, SAVED_SEARCH_MESSAGES as TEXT } from '#domain/saved-searches.ts'

const SaveSearchModal = lazy(() => import('./save-search-modal.tsx'))

type Props = { query: SavedSearchQuery; suggestedName: string }

/** "Save search" beside a search's results: opens the dialog that names it (§4). */
export function SaveSearchButton({ query, suggestedName }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <IonButton fill="outline" className="save-search-button" onClick={() => setOpen(true)}>
        <IonIcon slot="start" icon={bookmarkOutline} aria-hidden="true" />
        {TEXT.save}
      </IonButton>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchModal
            mode="save"
            query={query}
            suggestedName={suggestedName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
