import '../../ui/surfaces.css'
import './shortlists.css'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { NetworkError } from '../../api/api-client.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { usePageRefresh } from '../../ui/page-refresh.ts'
import type { ShownSummary } from './shortlist-overlay.ts'
import { shortlistKeys } from './shortlist-queries.ts'
import { personName, SHORTLIST_TEXT, updatedAgo } from './shortlist-texts.ts'
import { useShownShortlists } from './shown-shortlists.ts'

/** /shortlists (§1): the user's own lists, then "Shared with me", or the empty state. */
export function ShortlistsPage() {
  const lists = useShownShortlists({ askAgainOnOpen: true })
  usePageRefresh([shortlistKeys.all])
  const [now] = useState(Date.now)
  const shown = lists.shown
  const own = shown?.filter((list) => list.own) ?? []
  const shared = shown?.filter((list) => !list.own) ?? []
  return (
    <section className="container shortlists-page" aria-labelledby="shortlists-title">
      <h1 id="shortlists-title">{SHORTLIST_TEXT.title}</h1>
      {!shown && lists.isError ? (
        lists.error instanceof NetworkError ? (
          <p className="empty-state">{OFFLINE_TEXT.needsNetwork}</p>
        ) : (
          <LoadFailedAlert
            message={SHORTLIST_TEXT.loadFailed}
            retrying={lists.isFetching}
            onRetry={() => void lists.refetch()}
          />
        )
      ) : !shown ? (
        <div className="shortlist-cards" aria-hidden="true">
          {[1, 2, 3].map((key) => (
            <div key={key} className="card shortlist-card">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          ))}
        </div>
      ) : shown.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{SHORTLIST_TEXT.emptyState}</p>
          <Link to="/search" className="btn btn--primary">
            Search
          </Link>
        </div>
      ) : (
        <>
          {own.length > 0 && (
            <ShortlistGroup title={SHORTLIST_TEXT.own} lists={own} now={now} id="own" />
          )}
          {shared.length > 0 && (
            <ShortlistGroup
              title={SHORTLIST_TEXT.sharedWithMe}
              lists={shared}
              now={now}
              id="shared"
            />
          )}
        </>
      )}
    </section>
  )
}

function ShortlistGroup({
  title,
  lists,
  now,
  id,
}: {
  title: string
  lists: ShownSummary[]
  now: number
  id: string
}) {
  return (
    <section aria-labelledby={`shortlists-${id}`} className="shortlist-group">
      <h2 id={`shortlists-${id}`}>{title}</h2>
      <ul className="shortlist-cards plain-list">
        {lists.map((list) => (
          <li key={list.id}>
            <ShortlistCard list={list} now={now} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function ShortlistCard({ list, now }: { list: ShownSummary; now: number }) {
  const facts = (
    <>
      <span className="shortlist-card__name">{list.name}</span>
      <span className="shortlist-card__facts">
        <span>{SHORTLIST_TEXT.items(list.item_count)}</span>
        <span>
          {SHORTLIST_TEXT.ownedBy(list.own ? SHORTLIST_TEXT.you : personName(list.owner))}
        </span>
        <span>{updatedAgo(list.updated_at, now)}</span>
      </span>
      {list.waiting && <span className="waiting-badge">{SHORTLIST_TEXT.waiting}</span>}
    </>
  )
  // A list made on this device has no page until the server has it.
  if (list.id < 0) return <div className="card shortlist-card">{facts}</div>
  return (
    <Link
      className="card shortlist-card shortlist-card--link"
      to="/shortlists/$shortlistId"
      params={{ shortlistId: list.id }}
    >
      {facts}
    </Link>
  )
}
