import './search.css'
import { type ReactNode, useEffect, useState } from 'react'
import {
  type Filters,
  filtersOf,
  hasFilters,
  type SearchParams,
  searchKindOf,
  tabOf,
} from '../../navigation/search-params.ts'
import { usePageRefresh } from '../../ui/page-refresh.ts'
import { showToast } from '../../ui/toast-store.ts'
import { useMediaQuery } from '../../ui/use-media-query.ts'
import { AppliedFilterChips } from './applied-filter-chips.tsx'
import { filterChips } from './applied-filters.ts'
import { BrowseRow } from './browse-row.tsx'
import { FeaturedCarousel } from './featured-carousel.tsx'
import { FilterPanel } from './filter-panel.tsx'
import { SearchBox } from './search-box.tsx'
import { listsFailed, usePathToPurchaseFilters, useSearchFilters } from './search-filters-query.ts'
import { searchKeys } from './search-keys.ts'
import { EVENT_FILTER, FILTERS_FAILED } from './search-messages.ts'
import {
  switchTab,
  withFilters,
  withKeyword,
  withPage,
  withStage,
  withTacticType,
  withVendorType,
} from './search-navigation.ts'
import { SearchResults } from './search-results.tsx'
import { SearchTabs, TAB_PANEL_ID, tabId } from './search-tabs.tsx'

type Props = {
  search: SearchParams
  /** Visitors see 2 results, no paging and the register prompt (docs/spec/marketplace.md §6). */
  visitor: boolean
  onSearch: (next: SearchParams) => void
  /** Shown before any search runs: the user's saved searches. */
  savedSearches?: ReactNode
  /** Shown above a search's results: Save search. */
  saveSearch?: ReactNode
}

/**
 * The Search screen (docs/spec/marketplace.md §2), its whole state in the URL's search params. On a phone the
 * filters are a sheet and the featured tactics follow the results, so a search's first result is
 * above the fold.
 */
export function SearchScreen({ search, visitor, onSearch, savedSearches, saveSearch }: Props) {
  const tab = tabOf(search)
  // Pulled down, the results (and the filters and featured tactics) load again.
  usePageRefresh([searchKeys.all])
  const filters = useSearchFilters()
  const stages = usePathToPurchaseFilters()
  const phone = useMediaQuery('(max-width: 767.98px)')
  const searching = searchKindOf(search) !== null
  // A tab with no search yet shows the desktop panel; a phone's sheet opens only when asked.
  const startOpen = !searching && !phone
  const [panelOpen, setPanelOpen] = useState(startOpen)
  const searchKey = JSON.stringify(search)
  const [seenKey, setSeenKey] = useState(searchKey)
  // Running a search hides the panel.
  if (searchKey !== seenKey) {
    setSeenKey(searchKey)
    setPanelOpen(startOpen)
  }

  // Offline the saved lists serve: only lists never loaded are a failure.
  const filtersFailed = listsFailed(filters) || listsFailed(stages)
  useEffect(() => {
    if (filtersFailed) showToast(FILTERS_FAILED, 'danger')
  }, [filtersFailed])

  const go = (next: SearchParams) => {
    onSearch(next)
  }
  const applied = filtersOf(search)
  const chips = filters.data ? filterChips(applied, filters.data) : []
  const setFilters = (next: Filters) => go(withFilters(search, next))
  const featured = !visitor && <FeaturedCarousel />

  return (
    <div className="search-screen">
      <SearchTabs tab={tab} onTab={(next) => go(switchTab(next))} />
      <div
        id={TAB_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        className="search-screen__panel"
      >
        {/* Above the desktop filter panel, which a tab opens with before any search. */}
        {!searching && !phone && savedSearches}
        <div className="search-screen__bar">
          <SearchBox
            key={`${tab}:${search.keyword ?? ''}`}
            tab={tab}
            keyword={search.keyword ?? ''}
            onSearch={(keyword) => go(withKeyword(search, keyword))}
            onTacticType={(id) => go(withTacticType(id))}
          />
          <FilterPanel
            key={tab}
            tab={tab}
            lists={filters.data}
            applied={applied}
            appliedCount={chips.length}
            open={panelOpen}
            onOpenChange={setPanelOpen}
            onApply={(next) => {
              setFilters(next)
              // Applied from the foot of a long panel, the chips and the count come into view.
              document.getElementById(TAB_PANEL_ID)?.scrollIntoView({ block: 'start' })
            }}
          />
        </div>
        <AppliedFilterChips chips={chips} onFilters={setFilters} clearAll={!panelOpen} />
        <BrowseRow
          tab={tab}
          vendorTypes={filters.data?.vendor_types}
          stages={stages.data?.path_to_purchase_filters}
          current={search}
          onVendorType={(id) => go(withVendorType(id))}
          onStage={(stage, tacticType) => go(withStage(stage, tacticType))}
        />
        {searching && saveSearch && <div className="search-screen__save">{saveSearch}</div>}
        {!searching && phone && savedSearches}
        {!searching && featured}
        <SearchResults
          search={search}
          visitor={visitor}
          vendorTypes={filters.data?.vendor_types}
          eventTitle={
            search.event === undefined
              ? undefined
              : (chips.find((chip) => chip.key === 'event')?.label ??
                EVENT_FILTER.unknown(search.event))
          }
          onClearFilters={hasFilters(applied) ? () => setFilters({}) : undefined}
          onPage={(page) => {
            go(withPage(search, page))
            document.getElementById('results-title')?.scrollIntoView({ block: 'start' })
          }}
        />
        {searching && featured}
      </div>
    </div>
  )
}
