import {
  IonButton,
  IonItem,
  IonLabel,
  IonSearchbar,
  IonSegment,
  IonSegmentButton,
} from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import {
  ACTIVITY_KINDS,
  type AdminActivity,
  type AdminActivityPage,
} from '#domain/admin-activity.ts'
import { useApi } from '../../api/use-api.ts'
import { InputBox } from '../../ui/forms/input-box.tsx'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { useSearchbarInput } from '../../ui/use-searchbar-input.ts'
import { useActivityCsvDownload } from './activity-csv-download.ts'
import type { ActivitySearchParams } from './activity-search-params.ts'
import { ACTIVITY_TEXT } from './activity-text.ts'
import { ActivityVendorFilter } from './activity-vendor-filter.tsx'
import { shortDate } from './admin-format.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { activityQuery } from './admin-queries.ts'
import { AdminResults } from './admin-results.tsx'

const route = getRouteApi('/admin/activity')
const ALL = 'all'
/** Typing pauses this long before the buyer filter applies. */
const SEARCH_DEBOUNCE_MS = 300

/** /admin/activity: the buyers' quote requests, shares and nudges, filtered, with a CSV export. */
export function ActivityPage() {
  usePageMeta({ title: `${ACTIVITY_TEXT.title} · Admin` })
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery(activityQuery(useApi(), search))
  const csv = useActivityCsvDownload(search)
  const filterBy = (change: Partial<ActivitySearchParams>) =>
    void navigate({ search: { ...search, ...change, page: undefined }, replace: true })
  const filtered = Object.entries(search).some(([key, value]) => key !== 'page' && value)
  return (
    <>
      <h1>{ACTIVITY_TEXT.title}</h1>
      <p className="admin-page__intro">{ACTIVITY_TEXT.intro}</p>
      <IonSegment
        className="admin-segment"
        aria-label={ACTIVITY_TEXT.kindFilter}
        value={search.kind ?? ALL}
        onIonChange={(event) => {
          const kind = ACTIVITY_KINDS.find((k) => k === event.detail.value)
          if (kind !== search.kind) filterBy({ kind })
        }}
      >
        {[ALL, ...ACTIVITY_KINDS].map((value) => (
          <IonSegmentButton key={value} value={value}>
            <IonLabel>
              {value === ALL
                ? ACTIVITY_TEXT.all
                : ACTIVITY_TEXT.kinds[value as (typeof ACTIVITY_KINDS)[number]]}
            </IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      <ActivityFilters search={search} onFilter={filterBy} />
      <div className="activity-export">
        <IonButton fill="outline" disabled={csv.downloading} onClick={csv.download}>
          {csv.downloading ? ACTIVITY_TEXT.downloading : ACTIVITY_TEXT.download}
        </IonButton>
      </div>
      <AdminLoadState query={query}>
        {(page) => (
          <ActivityList
            page={page}
            filtered={filtered}
            loading={query.isPlaceholderData}
            onPage={(next) => void navigate({ search: { ...search, page: next } })}
            onClear={() => void navigate({ search: {}, replace: true })}
          />
        )}
      </AdminLoadState>
    </>
  )
}

function ActivityFilters({
  search,
  onFilter,
}: {
  search: ActivitySearchParams
  onFilter: (change: Partial<ActivitySearchParams>) => void
}) {
  // What is typed in the buyer box; what the URL brings (Back, Clear filters) replaces it.
  const urlBuyer = search.buyer ?? ''
  const [typed, setTyped] = useState(urlBuyer)
  const [lastUrlBuyer, setLastUrlBuyer] = useState(urlBuyer)
  if (urlBuyer !== lastUrlBuyer) {
    setLastUrlBuyer(urlBuyer)
    if (urlBuyer !== typed.trim()) setTyped(urlBuyer)
  }
  const buyerLabel = useSearchbarInput({ 'aria-label': ACTIVITY_TEXT.buyerPlaceholder })
  const day = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
  return (
    <fieldset className="activity-filters">
      <legend className="visually-hidden">{ACTIVITY_TEXT.filters}</legend>
      <div className="activity-filters__dates">
        <InputBox
          type="date"
          label={ACTIVITY_TEXT.from}
          value={search.from ?? ''}
          max={search.to}
          onValue={(picked) => onFilter({ from: day(picked) })}
        />
        <InputBox
          type="date"
          label={ACTIVITY_TEXT.to}
          value={search.to ?? ''}
          min={search.from}
          onValue={(picked) => onFilter({ to: day(picked) })}
        />
      </div>
      <ActivityVendorFilter
        chosen={
          search.vendor
            ? { id: search.vendor, name: search.vendor_name ?? `#${search.vendor}` }
            : null
        }
        onChoose={(vendor) => onFilter({ vendor: vendor?.id, vendor_name: vendor?.name })}
      />
      <div className="activity-vendor">
        <span className="activity-vendor__label">{ACTIVITY_TEXT.buyer}</span>
        <IonSearchbar
          ref={buyerLabel}
          className="outlined-searchbar account-search__box"
          value={typed}
          placeholder={ACTIVITY_TEXT.buyerPlaceholder}
          aria-label={ACTIVITY_TEXT.buyerPlaceholder}
          debounce={SEARCH_DEBOUNCE_MS}
          onIonInput={(event) => {
            const value = event.detail.value ?? ''
            setTyped(value)
            onFilter({ buyer: value.trim() || undefined })
          }}
        />
      </div>
    </fieldset>
  )
}

function ActivityList({
  page,
  filtered,
  loading,
  onPage,
  onClear,
}: {
  page: AdminActivityPage
  filtered: boolean
  loading: boolean
  onPage: (page: number) => void
  onClear: () => void
}) {
  const empty = filtered
    ? {
        message: ACTIVITY_TEXT.empty.filtered,
        clear: { label: ACTIVITY_TEXT.clearFilters, onClick: onClear },
      }
    : { message: ACTIVITY_TEXT.empty.all }
  return (
    <AdminResults
      page={page}
      shown={page.activity.length}
      count={ACTIVITY_TEXT.count(page.total)}
      loading={loading}
      empty={empty}
      pagesLabel={ACTIVITY_TEXT.pages}
      onPage={onPage}
    >
      {page.activity.map((activity) => (
        <ActivityRow key={`${activity.kind}-${activity.id}`} activity={activity} />
      ))}
    </AdminResults>
  )
}

function ActivityRow({ activity: a }: { activity: AdminActivity }) {
  return (
    <IonItem className="account-row">
      <IonLabel>
        <span className="item-columns activity-row">
          <span className="item-columns__cell">
            <span className="item-columns__kind">{ACTIVITY_TEXT.kindOfRow[a.kind]}</span>
            <strong>{a.vendor?.name ?? ACTIVITY_TEXT.deletedVendor}</strong>
            {a.tactic && <span className="item-columns__muted">{a.tactic.name}</span>}
            {a.thread && (
              <span className="item-columns__muted">{ACTIVITY_TEXT.thread(a.thread)}</span>
            )}
          </span>
          <span className="item-columns__cell">
            <span>{ACTIVITY_TEXT.by(a.buyer.name)}</span>
            <span className="item-columns__muted">
              {[a.buyer.email, a.buyer.company].filter(Boolean).join(' · ')}
            </span>
          </span>
          <span className="item-columns__cell">
            <span>{shortDate(a.at)}</span>
            {a.recipients.length > 0 && (
              <span className="item-columns__muted">{ACTIVITY_TEXT.recipients(a.recipients)}</span>
            )}
          </span>
        </span>
      </IonLabel>
    </IonItem>
  )
}
