import { IonItem, IonList } from '@ionic/react'
import { arrowDown, arrowUp, close } from 'ionicons/icons'
import { useEffect, useRef } from 'react'
import type { AdminFeaturedTactic } from '#domain/admin-featured.ts'
import { type CarouselStanding, carouselStandings } from '#domain/featured-carousel.ts'
import { focusInnerButton } from '../../ui/focus-inner-button.ts'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import type { FeaturedKind } from './admin-queries.ts'
import { ADMIN_TEXT } from './admin-text.ts'
import { FeaturedCandidateSearch } from './featured-candidate-search.tsx'
import { entryLabel, type FeaturedEntry } from './featured-entry.ts'
import { FeaturedEntrySummary } from './featured-entry-summary.tsx'
import type { OrderedDraft } from './ordered-draft.ts'

type Control = 'up' | 'down' | 'remove'

const controlId = (kind: FeaturedKind, id: number, control: Control) =>
  `featured-${kind}-${id}-${control}`

/**
 * One featured list: the search that adds to it, then its rows in order, each moved or removed by
 * buttons that name it. After a move the focus stays with the moved row's button (or its other
 * one, at an end); after a removal it goes to the row now in its place.
 */
export function FeaturedList({
  kind,
  draft,
  announce,
}: {
  kind: FeaturedKind
  draft: OrderedDraft<FeaturedEntry>
  announce: (message: string) => void
}) {
  const text = ADMIN_TEXT.featuredLists[kind]
  const { items } = draft
  const heading = useRef<HTMLHeadingElement>(null)
  const focusNext = useRef<string | 'heading' | null>(null)
  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'heading') heading.current?.focus()
    else if (target) focusInnerButton(document.getElementById(target))
  })
  const standings =
    kind === 'tactic' ? carouselStandings(items as readonly AdminFeaturedTactic[]) : null

  const move = (index: number, by: -1 | 1) => {
    const entry = items[index]
    if (!entry) return
    const place = index + by
    const atEnd = place === 0 || place === items.length - 1
    const control = by < 0 ? 'up' : 'down'
    const other = by < 0 ? 'down' : 'up'
    focusNext.current = controlId(kind, entry.id, atEnd ? other : control)
    draft.moveBy(index, by)
    announce(ADMIN_TEXT.moved(entryLabel(entry), place + 1, items.length))
  }
  const remove = (index: number) => {
    const entry = items[index]
    if (!entry) return
    const next = items[index + 1] ?? items[index - 1]
    focusNext.current = next ? controlId(kind, next.id, 'remove') : 'heading'
    draft.remove(entry.id)
    announce(ADMIN_TEXT.removed(entryLabel(entry)))
  }

  return (
    <section className="featured-list" aria-labelledby={`featured-${kind}-title`}>
      <div className="featured-list__head">
        <h2 id={`featured-${kind}-title`} ref={heading} tabIndex={-1}>
          {text.title}
        </h2>
        <span className="featured-list__count">{text.count(items.length)}</span>
      </div>
      <p className="featured-list__note">{text.note}</p>
      <FeaturedCandidateSearch
        kind={kind}
        listed={new Set(items.map((entry) => entry.id))}
        onAdd={(entry) => {
          draft.add(entry)
          announce(ADMIN_TEXT.added(entryLabel(entry)))
        }}
      />
      {items.length === 0 ? (
        <p className="empty-state">{text.empty}</p>
      ) : (
        <IonList className="admin-list" lines="full" aria-label={text.list}>
          {items.map((entry, index) => (
            <FeaturedRow
              key={entry.id}
              kind={kind}
              entry={entry}
              place={index + 1}
              last={index === items.length - 1}
              standing={standings?.get(entry.id)}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          ))}
        </IonList>
      )}
    </section>
  )
}

function FeaturedRow({
  kind,
  entry,
  place,
  last,
  standing,
  onMove,
  onRemove,
}: {
  kind: FeaturedKind
  entry: FeaturedEntry
  place: number
  last: boolean
  standing: CarouselStanding | undefined
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  const label = entryLabel(entry)
  const button = (control: Control, name: string, icon: string, onClick: () => void) => (
    <RoundIconButton
      fill="outline"
      className="row-icon-button"
      id={controlId(kind, entry.id, control)}
      label={name}
      icon={icon}
      disabled={(control === 'up' && place === 1) || (control === 'down' && last)}
      onClick={onClick}
    />
  )
  return (
    <IonItem className="admin-row">
      <div className="admin-row__body">
        <span className="featured-row__place" aria-hidden="true">
          {place}
        </span>
        <FeaturedEntrySummary entry={entry}>
          {standing && standing !== 'shown' && (
            <span className="featured-row__note">{ADMIN_TEXT.notInCarousel[standing]}</span>
          )}
        </FeaturedEntrySummary>
        <span className="row-actions">
          {button('up', ADMIN_TEXT.moveUp(label), arrowUp, () => onMove(-1))}
          {button('down', ADMIN_TEXT.moveDown(label), arrowDown, () => onMove(1))}
          {button('remove', ADMIN_TEXT.remove(label), close, onRemove)}
        </span>
      </div>
    </IonItem>
  )
}
