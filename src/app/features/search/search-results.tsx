import { IonButton } from '@ionic/react'
import { use, useEffect } from 'react'
import { SEARCH_PAGE_SIZE, VISITOR_RESULTS } from '#domain/search.ts'
import type { VendorTypeOption } from '#domain/search-filters.ts'
import { fieldErrorsOf, NetworkError } from '../../api/api-client.ts'
import { type SearchParams, tabOf } from '../../navigation/search-params.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { useOnline } from '../../offline/use-online.ts'
import { CardSkeleton, TacticCard, VendorCard } from '../../ui/result-cards.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { MediaTypeTabs } from './media-type-tabs.tsx'
import { OfflineSearch } from './offline-search.tsx'
import { Pager } from './pager.tsx'
import { pageCount, sliceOfPage } from './paging.ts'
import { RecommendSlot } from './recommend-slot.ts'
import { ResultCardSlots } from './result-card-slots.ts'
import {
  CLEAR_FILTERS,
  countLine,
  EVENT_FILTER,
  NO_RESULTS,
  NO_RESULTS_HINT,
  SAVED_RESULTS,
  SEARCH_FAILED,
} from './search-messages.ts'
import { searchRequestOf } from './search-request.ts'
import { useSearchResults } from './search-results-query.ts'
import { useMinimumLoading } from './use-minimum-loading.ts'
import { LoginToRecommend, RegisterPrompt } from './visitor-prompts.tsx'

const LOADING_MINIMUM_MS = 1000

type Props = {
  search: SearchParams
  visitor: boolean
  vendorTypes: readonly VendorTypeOption[] | undefined
  /** "At {event name}" when the search applies that filter. */
  eventTitle?: string
  /** Given when the search applies filters: the empty results offer to clear them. */
  onClearFilters?: () => void
  onPage: (page: number) => void
}

/** The results of the URL's search: count line, cards, paging, or the empty state. */
export function SearchResults({
  search,
  visitor,
  vendorTypes,
  eventTitle,
  onClearFilters,
  onPage,
}: Props) {
  const Recommend = use(RecommendSlot)
  const { Tools, Bar } = use(ResultCardSlots)
  const tab = tabOf(search)
  const request = searchRequestOf(search)
  const { data, error, isError, isFetching, isPlaceholderData } = useSearchResults(request, search)
  const online = useOnline()
  // No answer of this search's own and none coming: offline it says so, never an endless wait.
  const unanswered = isError && !isFetching && (data === undefined || isPlaceholderData)
  const waiting = request !== null && !unanswered && (!data || (isFetching && isPlaceholderData))
  const loading = useMinimumLoading(waiting, JSON.stringify(request), LOADING_MINIMUM_MS)
  // This search's own answer, kept from before: offline it still shows, marked as saved.
  const saved = (isError || !online) && data !== undefined && !isPlaceholderData

  // No answer at all is the connection's doing, which the offline banner and panel say (the
  // browser's offline event can come a moment after the failed request).
  const serverFailed = isError && !(error instanceof NetworkError)
  // An event that has ended since the link was made: said in place of the results, no toast.
  const eventRefused = unanswered ? fieldErrorsOf(error).event?.[0] : undefined
  useEffect(() => {
    if (serverFailed && !saved && online && !eventRefused) showToast(SEARCH_FAILED, 'danger')
  }, [serverFailed, saved, online, eventRefused])

  if (!request) return null
  if (eventRefused) {
    return (
      <section className="search-results" aria-labelledby="results-title">
        <h2 id="results-title" className="visually-hidden">
          Search results
        </h2>
        <div className="empty-state" role="status">
          <p className="empty-state__title">{eventRefused}</p>
          <p>{EVENT_FILTER.ended}</p>
        </div>
      </section>
    )
  }
  if (unanswered && !online && !loading) {
    return (
      <section className="search-results" aria-labelledby="results-title">
        <h2 id="results-title" className="visually-hidden">
          Search results
        </h2>
        {visitor ? (
          <p className="empty-state">{OFFLINE_TEXT.needsNetwork}</p>
        ) : (
          <OfflineSearch
            tab={tab}
            keyword={search.keyword ?? ''}
            eventId={search.event}
            eventTitle={eventTitle}
          />
        )}
      </section>
    )
  }
  const page = visitor ? 1 : (search.page ?? 1)
  const total = data?.total_count ?? 0
  const items = data && 'vendor_data' in data ? data.vendor_data : (data?.vendor_tactic_data ?? [])
  const { start, end } = sliceOfPage(page)
  const shown = visitor ? items.slice(0, VISITOR_RESULTS) : items.slice(start, end)
  const noun = tab === 'vendors' ? 'vendors' : 'tactics'

  return (
    <section className="search-results" aria-labelledby="results-title" aria-busy={loading}>
      <h2 id="results-title" className="visually-hidden">
        Search results
      </h2>
      <p className="search-results__count" role="status" aria-live="polite">
        {loading ? 'Searching…' : data ? countLine(total, tab) : ''}
      </p>
      {saved && !loading && <p className="search-results__saved">{SAVED_RESULTS}</p>}
      {tab === 'vendors' && vendorTypes && (
        <MediaTypeTabs
          vendorTypes={vendorTypes}
          counts={
            loading || !data || !('vendor_type_counts' in data)
              ? undefined
              : data.vendor_type_counts
          }
        />
      )}
      {loading ? (
        <div className="result-list">
          {Array.from({ length: visitor ? VISITOR_RESULTS : SEARCH_PAGE_SIZE }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : data && total === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{NO_RESULTS[tab]}</p>
          <p>{NO_RESULTS_HINT}</p>
          <div className="wrap-row empty-state__actions">
            {onClearFilters && (
              <IonButton fill="outline" onClick={onClearFilters}>
                {CLEAR_FILTERS}
              </IonButton>
            )}
            {visitor ? (
              <LoginToRecommend />
            ) : (
              <Recommend kind={tab === 'vendors' ? 'vendor' : 'tactic'} searchId={data.search_id} />
            )}
          </div>
        </div>
      ) : data ? (
        <>
          <div className="result-list">
            {'vendor_data' in data
              ? (shown as typeof data.vendor_data).map((vendor) => (
                  <VendorCard
                    key={vendor.id}
                    vendor={vendor}
                    searchId={data.search_id}
                    tools={Tools && <Tools card={{ kind: 'vendor', vendor }} />}
                  />
                ))
              : (shown as typeof data.vendor_tactic_data).map((item) => (
                  <TacticCard
                    key={item.tactic.id}
                    item={item}
                    searchId={data.search_id}
                    tools={Tools && <Tools card={{ kind: 'tactic', item }} />}
                  />
                ))}
          </div>
          {visitor ? (
            <RegisterPrompt total={total} noun={noun} />
          ) : (
            <Pager page={page} count={pageCount(total)} onPage={onPage} />
          )}
          {Bar && <Bar />}
        </>
      ) : null}
    </section>
  )
}
