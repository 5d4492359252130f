import { IonButton, IonItem, IonList, IonSearchbar } from '@ionic/react'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useApi } from '../../api/use-api.ts'
import { useSearchbarInput } from '../../ui/use-searchbar-input.ts'
import { type FeaturedKind, featuredCandidatesQuery } from './admin-queries.ts'
import { ADMIN_TEXT } from './admin-text.ts'
import { entryLabel, type FeaturedEntry } from './featured-entry.ts'
import { FeaturedEntrySummary } from './featured-entry-summary.tsx'

/** Typing pauses this long before the candidates are asked for. */
const SEARCH_DEBOUNCE_MS = 300

/**
 * The Add control of a featured list: a name search whose matches are added with a button each.
 * Adding empties the search and gives it the focus back, for the next one.
 */
export function FeaturedCandidateSearch({
  kind,
  listed,
  onAdd,
}: {
  kind: FeaturedKind
  listed: ReadonlySet<number>
  onAdd: (entry: FeaturedEntry) => void
}) {
  const text = ADMIN_TEXT.featuredLists[kind]
  const [typed, setTyped] = useState('')
  const query = typed.trim()
  const candidates = useQuery(featuredCandidatesQuery(useApi(), kind, query))
  const searchbar = useRef<HTMLIonSearchbarElement | null>(null)
  const label = useSearchbarInput({ 'aria-label': text.find })
  return (
    <div className="featured-add">
      <IonSearchbar
        ref={(element: HTMLIonSearchbarElement | null) => {
          searchbar.current = element
          label(element)
        }}
        className="outlined-searchbar"
        value={typed}
        placeholder={text.find}
        aria-label={text.find}
        debounce={SEARCH_DEBOUNCE_MS}
        onIonInput={(event) => setTyped(event.detail.value ?? '')}
      />
      {query !== '' && (
        <CandidateResults
          kind={kind}
          query={query}
          candidates={candidates}
          listed={listed}
          onAdd={(entry) => {
            onAdd(entry)
            setTyped('')
            void searchbar.current?.setFocus()
          }}
        />
      )}
    </div>
  )
}

function CandidateResults({
  kind,
  query,
  candidates,
  listed,
  onAdd,
}: {
  kind: FeaturedKind
  query: string
  candidates: UseQueryResult<FeaturedEntry[]>
  listed: ReadonlySet<number>
  onAdd: (entry: FeaturedEntry) => void
}) {
  const found = candidates.data
  if (candidates.isError) {
    return (
      <p className="featured-add__state" role="alert">
        {ADMIN_TEXT.candidatesFailed}
      </p>
    )
  }
  if (!found) {
    return (
      <p className="featured-add__state" role="status">
        {ADMIN_TEXT.searching}
      </p>
    )
  }
  if (found.length === 0) {
    return (
      <p className="featured-add__state" role="status">
        {ADMIN_TEXT.noCandidates(query)}
      </p>
    )
  }
  return (
    <IonList
      className="admin-list featured-candidates"
      lines="full"
      aria-label={ADMIN_TEXT.featuredLists[kind].find}
      aria-busy={candidates.isPlaceholderData}
    >
      {found.map((entry) => (
        <IonItem key={entry.id} className="admin-row">
          <div className="admin-row__body">
            <FeaturedEntrySummary entry={entry} />
            {listed.has(entry.id) ? (
              <span className="featured-candidate__listed">{ADMIN_TEXT.alreadyFeatured}</span>
            ) : (
              <IonButton
                fill="outline"
                aria-label={ADMIN_TEXT.add(entryLabel(entry))}
                onClick={() => onAdd(entry)}
              >
                {ADMIN_TEXT.addLabel}
              </IonButton>
            )}
          </div>
        </IonItem>
      ))}
    </IonList>
  )
}
