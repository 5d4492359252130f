import './saved-searches.css'
import { IonButton, IonIcon } from '@ionic/react'
import { Link } from '@tanstack/react-router'
import { createOutline, trashOutline, warningOutline } from 'ionicons/icons'
import { lazy, Suspense, useState } from 'react'
import { SAVED_SEARCH_MESSAGES as TEXT } from '#domain/saved-searches.ts'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { SwitchRow } from '../../ui/forms/switch-row.tsx'
import { useSavedSearches } from './saved-search-queries.ts'
import { deleteWrite, updateWrite } from './saved-search-writes.ts'
import { type ShownSavedSearch, shownSavedSearches } from './shown-saved-searches.ts'
import { usePendingSavedSearchWrites, useSavedSearchWrite } from './use-saved-search-writes.ts'

const SaveSearchModal = lazy(() => import('./save-search-modal.tsx'))

type Props = {
  /** How a saved search's query reads in the list ("“snacks” in Tactics"). */
  describe: (saved: ShownSavedSearch) => string
}

/**
 * "Saved searches" on /search (docs/spec/workspace.md §4): each opens its search (from the device
 * when offline), with its "3 new" badge, its alerts switch, Rename and Delete. Nothing shows
 * before the first search is saved.
 */
export function SavedSearchesList({ describe }: Props) {
  const list = useSavedSearches()
  const pending = usePendingSavedSearchWrites()
  const write = useSavedSearchWrite()
  const [renaming, setRenaming] = useState<ShownSavedSearch | null>(null)
  const [deleting, setDeleting] = useState<ShownSavedSearch | null>(null)
  const shown = list.data ? shownSavedSearches(list.data.saved_searches, pending) : []
  if (shown.length === 0) return null
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">{TEXT.list}</h2>
      <ul className="saved-searches__list plain-list">
        {shown.map((saved) => (
          <li key={saved.id} className="card saved-search">
            <Link
              to="/search"
              search={saved.query}
              className="saved-search__open"
              onClick={() => {
                if (saved.new_count > 0 && saved.id > 0)
                  void write(updateWrite(saved, { opened: true }))
              }}
            >
              <span className="saved-search__name">{saved.name}</span>
              {saved.new_count > 0 && (
                <span className="saved-search__new">{TEXT.newMatches(saved.new_count)}</span>
              )}
              <span className="saved-search__what">{describe(saved)}</span>
            </Link>
            {saved.filters_missing && (
              <p className="saved-search__missing">
                <IonIcon icon={warningOutline} aria-hidden="true" /> {TEXT.filtersGone}
              </p>
            )}
            {saved.waiting && <span className="saved-search__waiting">Waiting to be sent</span>}
            {saved.id > 0 && (
              <div className="saved-search__actions">
                <SwitchRow
                  className="saved-search-switch"
                  checked={saved.alerts}
                  label={`${TEXT.alerts}: ${saved.name}`}
                  onChange={(on) => void write(updateWrite(saved, { alerts: on }))}
                >
                  {TEXT.alerts}
                </SwitchRow>
                <span className="saved-search__buttons">
                  <IonButton
                    fill="clear"
                    size="small"
                    aria-label={`${TEXT.rename} ${saved.name}`}
                    onClick={() => setRenaming(saved)}
                  >
                    <IonIcon slot="start" icon={createOutline} aria-hidden="true" />
                    {TEXT.rename}
                  </IonButton>
                  <IonButton
                    fill="clear"
                    size="small"
                    color="danger"
                    aria-label={`${TEXT.delete} ${saved.name}`}
                    onClick={() => setDeleting(saved)}
                  >
                    <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
                    {TEXT.delete}
                  </IonButton>
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmAlert
        isOpen={deleting !== null}
        title={TEXT.deleteTitle}
        question={TEXT.deleteQuestion(deleting?.name ?? '')}
        choices={[
          { text: TEXT.cancel, role: 'cancel' },
          {
            text: TEXT.delete,
            role: 'destructive',
            onChoose: () => {
              if (deleting) void write(deleteWrite(deleting))
            },
          },
        ]}
        onClosed={() => setDeleting(null)}
      />
      {renaming && (
        <Suspense fallback={null}>
          <SaveSearchModal mode="rename" saved={renaming} onClose={() => setRenaming(null)} />
        </Suspense>
      )}
    </section>
  )
}
